'use client';
import {
  type ElicitationRequestInput,
  type FlowRequest,
  resolveFlowRequest,
} from '../../core/flow/resolve-request.js';
import type { ElicitationParser } from '../../core/host/queue.js';
import { isElicitationRequest } from '../../core/request/parse-request.js';
import { contentKey } from '../shared/content-key.js';
import { useKeyedInstance } from '../shared/use-keyed-instance.js';

/** A request ready to render, or why it cannot be. `key` changes exactly when the content does. */
export type ResolvedRequest = FlowRequest & { readonly key: string };

/**
 * The request behind `input`, parsed once per content: a parent that passes `parseElicitRequest(params)` or a new
 * params object on every render keeps one request (and so one form, with what the user typed). See
 * `resolveFlowRequest` for how it is resolved.
 *
 * @example
 * const resolved = useResolvedRequest(props.request, parseElicitRequest);
 * if (resolved.error) return <RejectedRequest error={resolved.error} />;
 */
export function useResolvedRequest(
  input: ElicitationRequestInput,
  parse?: ElicitationParser,
): ResolvedRequest {
  const key = `${isElicitationRequest(input) ? 'parsed' : 'raw'} ${contentKey(input)}`;
  return useKeyedInstance(key, () => resolveOnce(input, key, parse));
}

/**
 * Resolutions by params object: the frame that keys a dialog or panel by content and the flow inside it read the
 * same params, and must not parse (and scan for secrets) twice. Keyed by identity, like `contentKey`.
 */
const resolutions = new WeakMap<object, ResolvedRequest>();

function resolveOnce(input: unknown, key: string, parse: ElicitationParser | undefined): ResolvedRequest {
  if (typeof input !== 'object' || input === null) return { key, ...resolveFlowRequest(input, parse) };
  const known = resolutions.get(input);
  if (known?.key === key) return known;
  const resolved = { key, ...resolveFlowRequest(input, parse) } as ResolvedRequest;
  resolutions.set(input, resolved);
  return resolved;
}
