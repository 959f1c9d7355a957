import type { UseElicitationFlowOptions } from './use-elicitation-flow.js';

/**
 * Every option of the flow, once. `satisfies` makes this list and {@link UseElicitationFlowOptions} the same set:
 * an option added there and not here (or the reverse) does not compile, so no view can forget to pass one on.
 */
const FLOW_OPTIONS = {
  server: true,
  reservedNames: true,
  onResult: true,
  onError: true,
  signal: true,
  open: true,
  defaultOpen: true,
  onOpenChange: true,
  urlAccept: true,
  notFinished: true,
  completed: true,
  onOpenUrl: true,
  onDeclineAll: true,
  experimental: true,
} as const satisfies Record<keyof UseElicitationFlowOptions, true>;

const KEYS = Object.keys(FLOW_OPTIONS) as (keyof UseElicitationFlowOptions)[];

/**
 * The flow's options among a view's props (`ElicitationDialog`'s, the live `ElicitationPanel`'s): the one place a
 * view hands its props to `useElicitationFlow`.
 *
 * @example
 * const flow = useElicitationFlow(props.request, pickFlowOptions(props));
 */
export function pickFlowOptions(props: UseElicitationFlowOptions): UseElicitationFlowOptions {
  const picked: Partial<Record<keyof UseElicitationFlowOptions, unknown>> = {};
  for (const key of KEYS) if (props[key] !== undefined) picked[key] = props[key];
  return picked as UseElicitationFlowOptions;
}
