import { denialMessages } from '../messages/denial-messages.js';
import { AUTHORIZATION_CONTEXT_ID_META_KEY, AUTHORIZATION_META_KEY } from '../wire/authorization-denial.js';
import type { AuthorizationDenialsDraft } from '../wire/denials-draft.js';
import { isJsonObject, own } from '../wire/json.js';
import { ELICITATION_CREATE_METHOD } from '../wire/protocol.js';
import { readAuthorizationDenial } from './authorization-denial.js';
import { linkDenialDraft } from './denial-link.js';

/**
 * SEP-2643, structured authorization denials (its text at commit `6bff817c`, 2026-08-21), opted into by passing the
 * value this returns: `experimental: { sep2643: authorizationDenials({ assured }) }`, to the queue and the views,
 * `requestWithInput`, `attachElicitationHandler` and the bridge alike. A URL-mode request whose result carried the
 * envelope `_meta["io.modelcontextprotocol/authorization"]` is then shown as "approval required" with its hints and
 * its `authorizationContextId` (as text), and the retry echoes that id in
 * `_meta["io.modelcontextprotocol/authorization-context-id"]`. `assured` says whether this host knows a result came
 * from the server it addressed (a direct TLS or stdio connection; not an authenticated link to an intermediary):
 * without it the denial's URL is shown with every warning, but never opened, as the SEP requires. Its words (English
 * and Simplified Chinese) come with it; a host that does not import it ships none of this.
 *
 * @example
 * import { authorizationDenials } from 'mcp-elicitation-react/drafts/sep2643';
 * const experimental = { sep2643: authorizationDenials({ assured: true }) };
 * const queue = createElicitationQueue({ experimental });
 * attachElicitationHandler(client, queue, { modes: { form: true, url: true }, experimental });
 * <ElicitationProvider queue={queue} experimental={experimental} />
 */
export function authorizationDenials(options: { readonly assured: boolean }): AuthorizationDenialsDraft {
  if (!isJsonObject(options) || typeof own(options, 'assured') !== 'boolean') {
    throw new TypeError('authorizationDenials: pass { assured: true } or { assured: false }');
  }
  const draft: AuthorizationDenialsDraft = {
    draft: 'sep2643',
    assured: options.assured,
    read(params, issues) {
      const denial = readAuthorizationDenial(params, issues, options.assured);
      if (denial) linkDenialDraft(denial, draft);
      return denial;
    },
    carry(request, result) {
      const envelope = envelopeOf(result);
      const params = request.params;
      if (envelope === undefined || request.method !== ELICITATION_CREATE_METHOD) return request;
      if (!isJsonObject(params) || own(params, 'mode') !== 'url') return request;
      const meta = own(params, '_meta');
      return {
        ...request,
        params: {
          ...params,
          _meta: { ...(isJsonObject(meta) ? meta : {}), [AUTHORIZATION_META_KEY]: envelope },
        },
      };
    },
    contextIdOf(result) {
      const envelope = envelopeOf(result);
      const id = isJsonObject(envelope) ? own(envelope, 'authorizationContextId') : undefined;
      return typeof id === 'string' ? id : undefined;
    },
    echo(params, id) {
      if (id === undefined) return params;
      const meta = own(params as Record<string, unknown>, '_meta');
      return {
        ...params,
        _meta: { ...(isJsonObject(meta) ? meta : {}), [AUTHORIZATION_CONTEXT_ID_META_KEY]: id },
      };
    },
    messages: denialMessages,
  };
  return Object.freeze(draft);
}

/** The envelope a result carries in its `_meta`, as sent. */
function envelopeOf(result: unknown): unknown {
  const meta = isJsonObject(result) ? own(result, '_meta') : undefined;
  return isJsonObject(meta) ? own(meta, AUTHORIZATION_META_KEY) : undefined;
}
