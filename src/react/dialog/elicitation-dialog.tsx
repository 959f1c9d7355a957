'use client';
import { forwardRef, type Ref } from 'react';
import type { ElicitationFlowOptions } from '../../core/flow/flow-options.js';
import type { ElicitationRequestInput } from '../../core/flow/resolve-request.js';
import type { ElicitationSource } from '../../core/host/queue.js';
import { requestKey } from '../flow/request-key.js';
import { useElicitationFlow } from '../flow/use-elicitation-flow.js';
import type { DirectionOptions } from '../shared/i18n-settings.js';
import { InheritedSettings } from '../shared/inherited-settings.js';
import { RequestSourceContext } from '../steps/app-slot.js';
import { type DialogLook, DialogView } from './dialog-view.js';

export interface ElicitationDialogProps extends ElicitationFlowOptions, DialogLook, DirectionOptions {
  /**
   * What the server asked: a request from `parseElicitRequest`, or the raw `elicitation/create` params as they
   * arrived. Raw params are parsed here, once per content (with `parse`, default `parseElicitRequest`); a new but
   * equal object on every render keeps the same form and what the user typed. Params the core refuses show "this
   * request can't be shown" with every issue, and `onError` receives the `ElicitationError`. A queue's requests are
   * shown by `<ElicitationProvider>`, from each entry's own flow.
   */
  request: ElicitationRequestInput;
  unstyled?: boolean;
  /**
   * The connection the request came from (your MCP SDK `Client`), for a request you hold yourself (a queue's
   * entries carry theirs). Only app-rendered elicitation (SEP-3118, `experimental: { sep3118: appElicitation() }`
   * from `mcp-elicitation-react/apps`) reads it: the server's app is read from, and its capabilities checked on, this
   * connection.
   *
   * @example
   * <ElicitationDialog request={params} source={client} server={{ name: 'accounts' }} onResult={respond}
   *   experimental={{ sep3118: appElicitation() }} />
   */
  source?: ElicitationSource;
}

/**
 * The consent dialog for one elicitation: who asks, the message, the form (or the URL), a review of
 * exactly what will be sent, and Decline / Cancel / Send with the spec's meaning. Escape, the close
 * button and a click outside all report `cancel`; once the user has changed something, the first of
 * them asks "Discard your answers?" instead. A request with no fields or a single checkbox is a
 * confirmation: one step, Send labelled "Confirm". A view of {@link useElicitationFlow}; `ref` is the
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
