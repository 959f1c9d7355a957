'use client';
import {
  type ElicitationRequestInput,
  type FlowRequest,
  resolveFlowRequest,
} from '../../core/flow/resolve-request.js';
import type { ElicitationParser } from '../../core/request/parse-request.js';
import { isElicitationRequest } from '../../core/request/parse-request.js';
import type { ExperimentalDrafts } from '../../core/wire/experimental.js';
import { contentKey } from '../shared/content-key.js';
import { useKeyedInstance } from '../shared/use-keyed-instance.js';

/** A request ready to render, or why it cannot be. `key` changes exactly when the content does. */
export type ResolvedRequest = FlowRequest & { readonly key: string };

/**
 * The request behind `input`, parsed once per content and drafts: a parent that passes `parseElicitRequest(params)`
 * or a new params object on every render keeps one request (and so one form, with what the user typed); opting
 * into a draft parses it again. See `resolveFlowRequest` for how it is resolved.
 *
 * @example
 * const resolved = useResolvedRequest(props.request, parseElicitRequest, props.experimental);
 * if (resolved.error) return <RejectedRequest error={resolved.error} />;
 */
export function useResolvedRequest(
  input: ElicitationRequestInput,
  parse?: ElicitationParser,
  experimental?: ExperimentalDrafts,
): ResolvedRequest {
  const parsed = isElicitationRequest(input);
  const drafts = parsed ? '' : draftsKey(experimental);
  const key = `${parsed ? 'parsed' : 'raw'}${drafts} ${contentKey(input)}`;
  return useKeyedInstance(key, () => resolveOnce(input, key, parse, experimental));
}

/** The drafts that change how raw params parse, as part of the key: `+sep2631`, … (none: empty). */
function draftsKey(experimental: ExperimentalDrafts | undefined): string {
  if (!experimental) return '';
  let key = '';
  for (const name of Object.keys(experimental).sort()) {
    const value = experimental[name as keyof ExperimentalDrafts];
    if (value !== undefined && value !== false) key += `+${name}`;
  }
  return key;
}

/**
 * Resolutions by params object: the frame that keys a dialog or panel by content and the flow inside it read the
 * same params, and must not parse (and scan for secrets) twice. Keyed by identity, like `contentKey`.
 */
const resolutions = new WeakMap<object, ResolvedRequest>();

function resolveOnce(
  input: unknown,
  key: string,
  parse: ElicitationParser | undefined,
  experimental: ExperimentalDrafts | undefined,
): ResolvedRequest {
  const options = experimental ? { experimental } : {};
  if (typeof input !== 'object' || input === null)
    return { key, ...resolveFlowRequest(input, parse, options) };
  const known = resolutions.get(input);
  if (known?.key === key) return known;
  const resolved = { key, ...resolveFlowRequest(input, parse, options) } as ResolvedRequest;
  resolutions.set(input, resolved);
  return resolved;
}
