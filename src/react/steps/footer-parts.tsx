'use client';
import { type ButtonHTMLAttributes, forwardRef, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { useClassNames } from '../shared/class-names.js';
import { composeEventHandlers } from '../shared/compose-event-handlers.js';
import { useI18n } from '../shared/i18n.js';
import type { StepProps } from './step-props.js';

/** How a footer button looks: the one that sends is `primary`; refusals are never styled as the call to action. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

/**
 * Footer buttons do not take focus on mouse down: leaving a field can show its error, and the layout
 * shift it causes would move the button away before the click lands. A caller's `onMouseDown` runs
 * first; calling `preventDefault()` there is the way to opt out.
 *
 * @example
 * <FooterButton variant="primary" onClick={send}>Send</FooterButton>
 */
export const FooterButton = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { variant: ButtonVariant; type?: 'button' | 'submit' }
>(function FooterButton({ variant, type = 'button', onMouseDown, ...rest }, ref) {
  const cn = useClassNames();
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={cn('button')}
      data-variant={variant}
      onMouseDown={composeEventHandlers(onMouseDown, keepFocus)}
    />
  );
});

/** The last way out once nothing can be answered any more. */
export function CloseOnly({ onClose }: { onClose: () => void }) {
  const cn = useClassNames();
  const { t } = useI18n();
  return (
    <div className={cn('footer')}>
      <button type="button" className={cn('button')} data-variant="primary" onClick={onClose}>
        {t('dialog.close')}
      </button>
    </div>
  );
}

export interface InlineConfirmProps {
  /** The question, e.g. "Discard your answers?". */
  question: ReactNode;
  /** What happens if the user goes ahead. */
  detail?: ReactNode;
  /** The safe answer, which takes focus: Enter right away loses nothing. */
  keepLabel: string;
  onKeep: () => void;
  /** The answer that cannot be taken back. */
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
}

/**
 * A question asked in place, inside the dialog, before something that cannot be undone: it takes focus
 * on its safe answer, and the dialog's Escape answers it the safe way.
 *
 * @example
 * <InlineConfirm question="Discard your answers?" keepLabel="Keep editing" onKeep={keep} confirmLabel="Discard" onConfirm={discard} />
 */
export function InlineConfirm(props: InlineConfirmProps) {
  const cn = useClassNames();
  const questionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => keep.current?.focus(), []);
  // Focus lands on a button, so the buttons are described by the question: it is read with them.
  const describedBy = props.detail === undefined ? questionId : `${questionId} ${questionId}-detail`;
  return (
    <div className={cn('confirm')}>
      <p id={questionId} className={cn('confirm-question')}>
        {props.question}
      </p>
      {props.detail !== undefined && (
        <p id={`${questionId}-detail`} className={cn('confirm-detail')}>
          {props.detail}
        </p>
      )}
      <div className={cn('confirm-actions')}>
        <FooterButton
          ref={keep}
          variant="secondary"
          aria-describedby={describedBy}
          disabled={props.disabled}
          onClick={props.onKeep}
        >
          {props.keepLabel}
        </FooterButton>
        <FooterButton
          variant="danger"
          aria-describedby={describedBy}
          disabled={props.disabled}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </FooterButton>
      </div>
    </div>
  );
}

/** The footer row, kept mounted (hidden) while an inline question replaces it, so focus can come back. */
export function Footer({ asking, children }: { asking: ReactNode; children: ReactNode }) {
  const cn = useClassNames();
  return (
    <>
      <div className={cn('footer')} hidden={asking !== undefined && asking !== null}>
        {children}
      </div>
      {asking !== undefined && asking !== null && <div className={cn('footer')}>{asking}</div>}
    </>
  );
}

/** Decline and Cancel, offered at every step until an answer is given; neither is ever the primary action. */
export function RefuseButtons({ flow, bulkRefusal }: Pick<StepProps, 'flow' | 'bulkRefusal'>) {
  const { t } = useI18n();
  return (
    <>
      <FooterButton variant="secondary" disabled={flow.locked} onClick={flow.decline}>
        {t('action.decline')}
      </FooterButton>
      <FooterButton variant="secondary" disabled={flow.locked} onClick={flow.cancel}>
        {t('action.cancel')}
      </FooterButton>
      {bulkRefusal}
    </>
  );
}
