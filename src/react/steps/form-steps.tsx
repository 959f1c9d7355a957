'use client';
import { type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react';
import type { DraftValues } from '../../core/answer/values.js';
import { isConfirmation } from '../../core/flow/flow-phase.js';
import type { FormElicitationRequest } from '../../core/request/parse-form-request.js';
import type { ElicitContent } from '../../core/wire/protocol.js';
import { ElicitationForm } from '../form/elicitation-form.js';
import { useElicitationForm } from '../form/use-elicitation-form.js';
import type { WidgetComponents } from '../form/widget-props.js';
import { useClassNames } from '../shared/class-names.js';
import { useI18n } from '../shared/i18n.js';
import { appRendererOf, RequestSourceContext } from './app-slot.js';
import { CloseOnly, Footer, FooterButton, RefuseButtons } from './footer-parts.js';
import { RememberChoice, RememberSummary } from './remember-choice.js';
import { ElicitationReview } from './review.js';
import { SecretWarning } from './secret-warning.js';
import type { StepProps } from './step-props.js';
import { useDraftSaving, useRestoredDraft } from './stored-draft.js';

export interface FormStepsProps extends StepProps {
  request: FormElicitationRequest;
  review: boolean;
  components?: WidgetComponents;
  initialDraft?: DraftValues;
}

/** A form-mode request: the form, then (unless it is a confirmation, or `review` is off) the review. */
export function FormSteps(props: FormStepsProps) {
  const { request, flow } = props;
  const { serverName, phase, setPhase, locked } = flow;
  const cn = useClassNames();
  const { t } = useI18n();
  const formId = useId();
  // A remote queue's request: the draft outlives a reload (secrets never written).
  const initialDraft = useRestoredDraft(request, props.initialDraft);
  const controller = useElicitationForm({ model: request.form, initialDraft });
  useDraftSaving(request, controller);
  const [content, setContent] = useState<ElicitContent>({});
  // The draft the reviewed content came from: numbers are reviewed in the digits they were typed in.
  const [reviewedDraft, setReviewedDraft] = useState<DraftValues>({});
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const confirmation = isConfirmation(request.form);
  const review = props.review && !confirmation;

  // Read when the user dismisses (a stray dismissal asks first), not subscribed to: a first keystroke
  // re-renders one field.
  useEffect(() => {
    flow.isDirty.current = controller.store.isDirty;
  }, [flow.isDirty, controller.store]);
  useEffect(() => {
    if (phase === 'review') reviewHeading.current?.focus();
  }, [phase]);

  // Through the flow's checking door, as any host's own form would: content the schema refuses is never sent.
  const send = (answer: ElicitContent) => {
    if (flow.accept(answer).length > 0) setPhase('form');
  };

  const onSubmit = (submitted: ElicitContent) => {
    if (locked) return;
    if (review) {
      setContent(submitted);
      setReviewedDraft(controller.getDraft());
      setPhase('review');
    } else {
      send(submitted);
    }
  };

  const backToForm = () => {
    setPhase('form');
    // Return to the first field once the form is visible again.
    requestAnimationFrame(() => {
      document.getElementById(formId)?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    });
  };

  // SEP-3118: a request naming a server app goes to the renderer the flow's drafts carry (`appElicitation()`); it
  // decides (`ui://`, the server's declared capability) and falls back to this form.
  const app = request.appResourceUri === undefined ? undefined : appRendererOf(flow.experimental);
  const source = useContext(RequestSourceContext);
  const own: ReactNode = (
    <div className={cn('step')} data-step={phase} data-confirmation={confirmation ? '' : undefined}>
      <SecretWarning request={request} />
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
        <RememberChoice flow={flow} />
      </div>
      {phase === 'review' && (
        <>
          <ElicitationReview
            ref={reviewHeading}
            model={request.form}
            content={content}
            serverName={serverName}
            draft={reviewedDraft}
          />
          <RememberSummary flow={flow} />
        </>
      )}
      {flow.closeOnly ? (
        <CloseOnly onClose={flow.dismiss} />
      ) : (
        <Footer asking={props.asking}>
          <RefuseButtons flow={flow} bulkRefusal={props.bulkRefusal} />
          {phase === 'review' ? (
            <>
              <FooterButton variant="secondary" disabled={locked} onClick={backToForm}>
                {t('action.edit')}
              </FooterButton>
              <FooterButton variant="primary" disabled={locked} onClick={() => send(content)}>
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
  if (app)
    return <app.Render draft={app.draft} request={request} flow={flow} source={source} fallback={own} />;
  return own;
}
