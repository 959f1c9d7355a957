import type { ElicitationParser, ElicitationRequest } from '../../core/request/parse-request.js';
import { isElicitationRequest } from '../../core/request/parse-request.js';
import { ElicitationError } from '../../core/wire/errors.js';
import type { ExperimentalDrafts } from '../../core/wire/experimental.js';
import { contentKey } from '../shared/content-key.js';

/** What one params object parsed to, with which parser and drafts. */
interface Parsed {
  readonly parse: ElicitationParser;
  readonly drafts: string;
  readonly request?: ElicitationRequest;
  readonly error?: ElicitationError;
}

const parsed = new WeakMap<object, Parsed>();
const wrappers = new WeakMap<ElicitationParser, ElicitationParser>();

/**
 * `parse`, remembering its verdict per params object (and drafts): React calls a state initialiser twice in
 * StrictMode, and a request's params must still be parsed (and scanned for secrets) once. A refusal is remembered
 * too; anything else a parser throws is a bug, thrown on.
 *
 * @example
 * createElicitationFlow(params, { ...options, parse: parsedOnce(parseElicitRequest) });
 */
export function parsedOnce(parse: ElicitationParser): ElicitationParser {
  let wrapper = wrappers.get(parse);
  if (!wrapper) {
    wrapper = (params, options) => {
      if (typeof params !== 'object' || params === null) return parse(params, options);
      const drafts = draftsKey(options.experimental);
      const known = parsed.get(params);
      if (known?.parse === parse && known.drafts === drafts) {
        if (known.error) throw known.error;
        if (known.request) return known.request;
      }
      try {
        const request = parse(params, options);
        parsed.set(params, { parse, drafts, request });
        return request;
      } catch (error) {
        if (error instanceof ElicitationError) parsed.set(params, { parse, drafts, error });
        throw error;
      }
    };
    wrappers.set(parse, wrapper);
  }
  return wrapper;
}

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
    const value = experimental[name as keyof ExperimentalDrafts];
    if (value !== undefined && value !== false) key += `+${name}`;
  }
  return key;
}
