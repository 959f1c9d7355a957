'use client';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { FormModel } from '../core/model.js';
import type { FormElicitationRequest } from '../core/parse-request.js';
import type { ElicitContent, ElicitResult } from '../core/protocol.js';
import { acceptResult, cancelResult, declineResult } from '../core/results.js';
import { findRequestSecrets } from '../core/sensitive.js';
import type { DraftValues } from '../core/values.js';
import { useClassNames } from './class-names.js';
import { CloseOnly, FooterButton } from './dialog-parts.js';
import { ElicitationForm } from './elicitation-form.js';
import { useI18n } from './i18n.js';
import { ElicitationReview } from './review.js';
import { useElicitationForm } from './use-elicitation-form.js';
import { quoteInMessage } from './visible-text.js';
import type { WidgetComponents } from './widget-props.js';

/**
 * The dialog's step. Form mode: `form` → `review` (unless a confirmation). URL mode: `form` (consent) →
 * `waiting` (the link was opened; the user finishes on the site) → `completed` (the server said the step is
 * done). `failed`: the answer could not be delivered.
 */
export type Phase = 'form' | 'review' | 'waiting' | 'completed' | 'failed';

/**
 * A yes/no question: no fields at all, or a single checkbox. It is answered in one step, with Send
 * labelled "Confirm", and no review of an empty table.
 *
 * @example
 * isConfirmation(parseElicitRequest({ message: 'Delete 3 files?', requestedSchema: { type: 'object', properties: {} } }).form); // true
 */
export function isConfirmation(model: FormModel): boolean {
  const [only, ...rest] = model.fields;
  return only === undefined || (rest.length === 0 && only.kind === 'boolean');
}

export interface StepProps {
  phase: Phase;
  /** Inputs and buttons are off: the request expired, an answer is on its way, or it was given. */
  locked: boolean;
  /** Nothing more can be answered: only Close remains. */
  closeOnly: boolean;
  finish: (result: ElicitResult, after?: 'close' | 'waiting') => void;
  /** Shown in place of the footer while the dialog asks something inline (the footer stays, hidden). */
  asking?: ReactNode;
  /** A bulk refusal offered with the others ("Decline all from …"). */
  bulkRefusal?: ReactNode;
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
export function RefuseButtons({
  locked,
  finish,
  bulkRefusal,
}: Pick<StepProps, 'locked' | 'finish' | 'bulkRefusal'>) {
  const { t } = useI18n();
  return (
    <>
      <FooterButton variant="secondary" disabled={locked} onClick={() => finish(declineResult())}>
        {t('action.decline')}
      </FooterButton>
      <FooterButton variant="secondary" disabled={locked} onClick={() => finish(cancelResult())}>
        {t('action.cancel')}
      </FooterButton>
      {bulkRefusal}
    </>
  );
}

export interface FormStepsProps extends StepProps {
  request: FormElicitationRequest;
  serverName: string;
  setPhase: (phase: Phase) => void;
  review: boolean;
  components?: WidgetComponents;
  initialDraft?: DraftValues;
  /**
   * Set to the form's "has the user changed anything?", read when the user dismisses the dialog (a
   * stray dismissal asks first). Read then, not subscribed to: a first keystroke re-renders one field.
   */
  isDirty: RefObject<() => boolean>;
}

/** A form-mode request: the form, then (unless it is a confirmation, or `review` is off) the review. */
export function FormSteps(props: FormStepsProps) {
  const { request, serverName, phase, setPhase, locked, finish, isDirty } = props;
  const cn = useClassNames();
  const { t } = useI18n();
  const formId = useId();
  const controller = useElicitationForm({ model: request.form, initialDraft: props.initialDraft });
  const [content, setContent] = useState<ElicitContent>({});
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const confirmation = isConfirmation(request.form);
  const review = props.review && !confirmation;
  const secrets = findRequestSecrets(request);

  useEffect(() => {
    isDirty.current = controller.store.isDirty;
  }, [isDirty, controller.store]);
  useEffect(() => {
    if (phase === 'review') reviewHeading.current?.focus();
  }, [phase]);

  const onSubmit = (submitted: ElicitContent) => {
    if (locked) return;
    if (review) {
      setContent(submitted);
      setPhase('review');
    } else {
      finish(acceptResult(submitted));
    }
  };

  const backToForm = () => {
    setPhase('form');
    // Return to the first field once the form is visible again.
    requestAnimationFrame(() => {
      document.getElementById(formId)?.querySelector<HTMLElement>('input, select')?.focus();
    });
  };

  return (
    <div className={cn('step')} data-step={phase} data-confirmation={confirmation ? '' : undefined}>
      {secrets.fields.length > 0 && (
        <p className={cn('warning')} role="note">
          {quoteInMessage(t, 'sensitive.banner', { fields: secrets.fields }, cn)}
        </p>
      )}
      {/* The message alone may ask for the secret, above an innocent field called "value". */}
      {secrets.message !== undefined && (
        <p className={cn('warning')} role="note">
          {quoteInMessage(t, 'sensitive.message', { hint: secrets.message }, cn)}
        </p>
      )}
      <div hidden={phase !== 'form'}>
        <ElicitationForm
          id={formId}
          controller={controller}
          components={props.components}
          disabled={locked}
          onSubmit={onSubmit}
        >
          {null}
        </ElicitationForm>
      </div>
      {phase === 'review' && (
        <ElicitationReview
          ref={reviewHeading}
          model={request.form}
          content={content}
          serverName={serverName}
        />
      )}
      {props.closeOnly ? (
        <CloseOnly />
      ) : (
        <Footer asking={props.asking}>
          <RefuseButtons locked={locked} finish={finish} bulkRefusal={props.bulkRefusal} />
          {phase === 'review' ? (
            <>
              <FooterButton variant="secondary" disabled={locked} onClick={backToForm}>
                {t('action.edit')}
              </FooterButton>
              <FooterButton variant="primary" disabled={locked} onClick={() => finish(acceptResult(content))}>
                {t('action.send')}
              </FooterButton>
            </>
          ) : (
            <FooterButton variant="primary" disabled={locked} type="submit" form={formId}>
              {confirmation ? t('action.confirm') : review ? t('action.review') : t('action.send')}
            </FooterButton>
          )}
        </Footer>
      )}
    </div>
  );
}
