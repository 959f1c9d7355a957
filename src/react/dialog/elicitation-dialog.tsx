'use client';
import { forwardRef, type Ref } from 'react';
import { requestKey } from '../flow/request-key.js';
import { useElicitationFlow } from '../flow/use-elicitation-flow.js';
import { InheritedSettings } from '../shared/inherited-settings.js';
import { RequestSourceContext } from '../steps/app-slot.js';
import { DialogView, type ElicitationDialogProps } from './dialog-view.js';

/**
 * The consent dialog for one elicitation: who asks, the message, the form (or the URL), a review of
 * exactly what will be sent, and Decline / Cancel / Send with the spec's meaning. Escape, the close
 * button and a click outside all report `cancel`; once the user has changed something, the first of
 * them asks "Discard your answers?" instead. A request with no fields or a single checkbox is a
 * confirmation: one step, Send labelled "Confirm". A view of `useElicitationFlow`; `ref` is the
 * dialog's content element.
 *
 * @example
 * <ElicitationDialog request={params} server={{ name: 'weather', version: '1.0.0' }} onResult={respond} />
 */
// Pure: a bundle that uses only the provider (the form-only path) drops it, and with it the parser its flow uses.
export const ElicitationDialog = /* @__PURE__ */ forwardRef<HTMLDivElement, ElicitationDialogProps>(
  function ElicitationDialog(props, ref) {
    return (
      <InheritedSettings
        locale={props.locale}
        messages={props.messages}
        dir={props.dir}
        unstyled={props.unstyled}
      >
        <RequestSourceContext.Provider value={props.source}>
          {/* A request with different content is a different request: fresh state, its own single answer. */}
          <RequestDialog key={requestKey(props.request, props.experimental)} {...props} contentRef={ref} />
        </RequestSourceContext.Provider>
      </InheritedSettings>
    );
  },
);

/** The dialog of the request's one flow, built here. */
function RequestDialog(props: ElicitationDialogProps & { contentRef: Ref<HTMLDivElement> }) {
  const flow = useElicitationFlow(props.request, props);
  return <DialogView {...props} flow={flow} />;
}
