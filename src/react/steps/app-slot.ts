'use client';
import { createContext, type ReactNode } from 'react';
import type { FormElicitationRequest } from '../../core/request/parse-form-request.js';
import type { ElicitationFlow } from '../flow/use-flow-view.js';

/** What the form step hands to a renderer of server apps (SEP-3118, the `./apps` entry). */
export interface AppSlotProps {
  request: FormElicitationRequest;
  flow: ElicitationFlow;
  /** The connection the request came from: the queue entry's `source`, or a standalone view's `source` prop. */
  source: object | undefined;
  /** Our own form, with its footer: what to render when the app does not. */
  fallback: ReactNode;
}

/**
 * Where the `./apps` entry plugs in: a component rendering a form request with the server's app, or `fallback`.
 * Empty (`undefined`) unless a host renders `<AppElicitationHost>`; the main entry never imports the apps code.
 * @internal
 */
export const AppSlotContext = createContext<((props: AppSlotProps) => ReactNode) | undefined>(undefined);

/**
 * The connection a request came from (a queue entry's, or a standalone dialog's or panel's `source` prop), for the
 * app slot (an app is read from the server that asked).
 * @internal
 */
export const RequestSourceContext = createContext<object | undefined>(undefined);
