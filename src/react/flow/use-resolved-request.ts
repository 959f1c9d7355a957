'use client';
import type { ElicitationParser } from '../../core/host/queue.js';
import { type ElicitationRequest, isElicitationRequest } from '../../core/request/parse-request.js';
import { ElicitationError } from '../../core/wire/errors.js';
import type { ElicitRequestParams } from '../../core/wire/protocol.js';
import { contentKey } from '../shared/content-key.js';
import { useKeyedInstance } from '../shared/use-keyed-instance.js';

/**
 * What the dialog accepts as `request`: a request from `parseElicitRequest` (or the queue), or the raw
 * `elicitation/create` params exactly as they arrived, typed or not. Anything else is shown as a request
 * that cannot be shown.
 */
export type ElicitationRequestInput = ElicitationRequest | ElicitRequestParams | unknown;

/** A request ready to render, or why it cannot be. `key` changes exactly when the content does. */
export type ResolvedRequest =
  | { key: string; request: ElicitationRequest; error?: undefined }
  | { key: string; request?: undefined; error: ElicitationError };

/**
 * The request behind `input`, parsed once per content: a parent that passes
 * `parseElicitRequest(params)` or a new params object on every render keeps one request (and so one
 * form, with what the user typed). A parsed request is used as it is; everything else is parsed with `parse`
 * (passed in, not imported: the provider, whose requests the queue parsed, leaves the parser out of its bundle).
 * Without `parse`, raw params are refused.
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
  if (typeof input !== 'object' || input === null) return resolve(input, key, parse);
  const known = resolutions.get(input);
  if (known?.key === key) return known;
  const resolved = resolve(input, key, parse);
  resolutions.set(input, resolved);
  return resolved;
}

function resolve(input: unknown, key: string, parse: ElicitationParser | undefined): ResolvedRequest {
  if (isElicitationRequest(input)) return { key, request: input };
  if (!parse) {
    const issue = { path: '', message: 'the request was not parsed', code: 'invalid-request' } as const;
    return { key, error: new ElicitationError([issue]) };
  }
  try {
    return { key, request: parse(input, {}) };
  } catch (error) {
    // The parsers turn every failure into an ElicitationError; anything else is a bug to surface.
    if (error instanceof ElicitationError) return { key, error };
    throw error;
  }
}
