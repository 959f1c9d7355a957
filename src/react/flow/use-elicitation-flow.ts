'use client';
import { useState } from 'react';
import { createElicitationFlow } from '../../core/flow/elicitation-flow.js';
import type { ElicitationFlowOptions } from '../../core/flow/flow-options.js';
import type { ElicitationFlowMachine } from '../../core/flow/flow-state.js';
import type { ElicitationRequestInput } from '../../core/flow/resolve-request.js';
import { parseOnDemand } from '../../core/request/parse-on-demand.js';
import { useIsomorphicLayoutEffect } from '../shared/use-isomorphic-layout-effect.js';
import { type ElicitationFlow, type FlowViewOptions, useFlowView } from './use-flow-view.js';

/**
 * The consent state machine of one elicitation, without any markup: a thin React binding of the core flow
 * (`createElicitationFlow`), which holds the rules — the steps (form → review → sending, URL consent → waiting →
 * completed), decline / cancel / dismiss with the spec's meaning, expiry by `signal`, a failed delivery, the inline
 * questions that guard a stray dismissal, and exactly one `onResult` per request (unmounting an unanswered one
 * reports `cancel`), through one door (an `accept` whose content fails the schema is never reported). This adds
 * focus, the prop getters and the unmount anchor. `ElicitationDialog` and `ElicitationPanel` are views of it; build
 * your own the same way.
 *
 * Give it a queue entry's flow (`entry.flow`) to show that request: its answer settles the entry, and the view adds
 * only what a view decides (`open`, `onOpenChange`, `onDeclineAll`, `reservedNames`). Or give it a request you hold
 * (raw `elicitation/create` params, parsed with `parseElicitRequest` unless `parse` says otherwise, or a parsed
 * request) with the flow's options: it builds the one flow of that request. One flow serves one request: render the
 * next request in a new component (a new React `key`), while a new but equal `request` object keeps the flow.
 *
 * @example
 * function MyConfirm({ params, respond }: { params: unknown; respond: ResultHandler }) {
 *   const flow = useElicitationFlow(params, { server: { name: 'files' }, onResult: respond });
 *   if (!flow.open) return <p>Answered</p>;
 *   return (
 *     <section {...flow.getRootProps()}>
 *       {flow.anchor}
 *       <h2 {...flow.getTitleProps()}>{flow.request?.message}</h2>
 *       <button disabled={flow.locked} onClick={() => flow.accept({})}>Yes</button>
 *       <button disabled={flow.locked} onClick={flow.decline}>No</button>
 *     </section>
 *   );
 * }
 *
 * @example
 * // A queue entry's own flow, in your view:
 * const flow = useElicitationFlow(entry.flow);
 */
export function useElicitationFlow(
  flow: ElicitationFlowMachine,
  view?: Pick<ElicitationFlowOptions, 'open' | 'onOpenChange' | 'onDeclineAll' | 'reservedNames'>,
): ElicitationFlow;
/**
 * The flow of a request you hold: raw `elicitation/create` params (parsed with `parse`, default
 * `parseElicitRequest`) or a parsed request, with the flow's options. See the overload above.
 *
 * @example
 * const flow = useElicitationFlow(params, { server: { name: 'files' }, onResult: respond });
 */
export function useElicitationFlow(
  request: ElicitationRequestInput,
  options: ElicitationFlowOptions,
): ElicitationFlow;
export function useElicitationFlow(
  input: ElicitationRequestInput,
  options?: ElicitationFlowOptions | FlowViewOptions,
): ElicitationFlow {
  const given = isFlowMachine(input) ? input : undefined;
  // One machine per flow (TanStack Form's useForm keeps its FormApi the same way); StrictMode's second call of the
  // initialiser (in development only) makes one that is dropped untouched.
  const [machine] = useState<ElicitationFlowMachine>(
    () => given ?? createElicitationFlow(input, ownOptions(options as ElicitationFlowOptions)),
  );
  const own = machine !== given;
  useIsomorphicLayoutEffect(() => {
    if (own) machine.update(ownOptions(options as ElicitationFlowOptions));
  });
  // A flow of its own takes `open`, `onDeclineAll`, … as options (above); an entry's, from the view.
  return useFlowView(machine, own ? { reservedNames: options?.reservedNames } : (options ?? {}));
}

/** The host's options, raw params parsed with `parseElicitRequest` unless they say otherwise. */
function ownOptions(options: ElicitationFlowOptions): ElicitationFlowOptions {
  return options.parse ? options : { ...options, parse: parseOnDemand };
}

/** A flow machine (a queue entry's `flow`): params from a server are JSON, which has no functions. */
function isFlowMachine(input: unknown): input is ElicitationFlowMachine {
  return (
    typeof input === 'object' &&
    input !== null &&
    typeof (input as Partial<ElicitationFlowMachine>).getState === 'function' &&
    typeof (input as Partial<ElicitationFlowMachine>).attach === 'function'
  );
}
