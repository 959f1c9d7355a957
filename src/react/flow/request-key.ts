import { isElicitationRequest } from '../../core/request/parse-request.js';
import type { ExperimentalDrafts } from '../../core/wire/experimental.js';
import { contentKey } from '../shared/content-key.js';

/**
 * The React key of a request a view holds: equal for equal content and the same drafts, so a parent that passes an
 * equal params object on every render keeps one flow (and what the person typed), and a different request, or
 * opting into a draft, gets a flow of its own. Nothing is parsed to compute it.
 *
 * @example
 * <RequestDialog key={requestKey(props.request, props.experimental)} {...props} />
 */
export function requestKey(input: unknown, experimental: ExperimentalDrafts | undefined): string {
  const raw = !isElicitationRequest(input);
  return `${raw ? `raw${draftsKey(experimental)}` : 'parsed'} ${contentKey(input)}`;
}

/** The drafts that change how raw params parse, as part of the key: `+sep2631`, … (none: empty). */
function draftsKey(experimental: ExperimentalDrafts | undefined): string {
  if (!experimental) return '';
  let key = '';
  for (const name of Object.keys(experimental).sort()) {
    if (experimental[name as keyof ExperimentalDrafts]) key += `+${name}`;
  }
  return key;
}
