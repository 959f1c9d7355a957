'use client';
import { createContext, type ReactNode } from 'react';
import type { FormElicitationRequest } from '../../core/request/parse-form-request.js';
import {
  type AppElicitationDraft,
  appElicitationOf,
  type ExperimentalDrafts,
} from '../../core/wire/experimental.js';
import type { ElicitationFlow } from '../flow/use-flow-view.js';

/** What the form step hands to a renderer of server apps (SEP-3118, the `./apps` entry's). */
export interface AppSlotProps {
  /** The value the host opted in with (`appElicitation(options)`): the renderer reads its options there. */
  draft: AppElicitationDraft;
  request: FormElicitationRequest;
  flow: ElicitationFlow;
  /** The connection the request came from: the queue entry's `source`, or a standalone view's `source` prop. */
  source: object | undefined;
  /** Our own form, with its footer: what to render when the app does not. */
  fallback: ReactNode;
}

/**
 * The renderer of server apps a flow's drafts carry (`experimental.sep3118`, `appElicitation()` from the `./apps`
 * entry, checked: `sep3118: true`, the former opt-in, throws), with the draft; `undefined` when the host did not opt in. The main entry
 * never imports the apps code: it calls what the value brings.
 *
 * @example
 * const app = appRendererOf(flow.experimental);
 * if (app) return <app.Render draft={app.draft} … />;
 * @internal
 */
export function appRendererOf(
  experimental: ExperimentalDrafts | undefined,
): { draft: AppElicitationDraft; Render: (props: AppSlotProps) => ReactNode } | undefined {
  const draft = appElicitationOf(experimental);
  return draft && { draft, Render: draft.render as (props: AppSlotProps) => ReactNode };
}

/**
 * The connection a request came from (a queue entry's, or a standalone dialog's or panel's `source` prop), for the
 * app renderer (an app is read from the server that asked).
 * @internal
 */
export const RequestSourceContext = createContext<object | undefined>(undefined);
