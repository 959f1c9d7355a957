import type { ContentLanguage } from '../language/content-language.js';
import type { ParseOptions } from '../schema/compile-schema.js';
import { compileSchemaAt } from '../schema/compile-schema.js';
import type { FormModel } from '../schema/model.js';
import { ElicitationError, pointer } from '../wire/errors.js';
import { own } from '../wire/json.js';
import { readAppRequest } from './app-elicitation.js';
import { parseChecked, type RequestEnvelope } from './envelope.js';
import { type PersistScope, readPersistOffer } from './persist-offer.js';

/**
 * A checked form-mode request, ready to render.
 * @inline
 */
export interface FormElicitationRequest {
  mode: 'form';
  message: string;
  form: FormModel;
  /**
   * The scopes the request's `_meta.persist` offers for remembering the answer (Codex's convention: `session`,
   * `always` or both); absent when it offers none. Then, and only then, the consent shows them as a choice.
   */
  persistOffer?: readonly PersistScope[];
  /**
   * SEP-2792: the language the server wrote `message` and the fields' titles and descriptions in, from
   * `_meta["io.modelcontextprotocol/contentLanguage"]` (on the request, or on the `input_required` result
   * that carried it); absent when the server named none. The views set it as `lang` (and `dir` when right
   * to left) on that text.
   */
  language?: ContentLanguage;
  /**
   * SEP-3118 (a draft): the string the request names under `_meta.ui.resourceUri`, as sent; absent when it names
   * none. Inert data: whether the server's app renders the request is `decideAppElicitation`'s verdict (the host's
   * `experimental.sep3118` opt-in, a `ui://` URI, the server's declared `elicitation` member).
   */
  appResourceUri?: string;
  /**
   * SEP-3118 (a draft): the `elicitation/create` params exactly as the server sent them (the same object, not a
   * copy: `requestedSchema` with every keyword, key order and `default`, `message`, `_meta`), present exactly when
   * `appResourceUri` is. The server's app is the server's own code and is handed these, not our compiled `form`;
   * nothing here renders, trusts or checks them beyond the size and depth limits every request passes. They are the
   * params as your handler received them: `attachElicitationHandler` reads them unvalidated, while an MCP SDK
   * handler registered with the SDK's `ElicitRequestSchema` has already dropped the keys that schema does not name.
   */
  appParams?: Readonly<Record<string, unknown>>;
}

/**
 * Checks untrusted `elicitation/create` params of a form-mode request, exactly as
 * `parseElicitRequest` does, and refuses URL mode (and any other) with an {@link ElicitationError} of code
 * `unsupported-mode`. For hosts that declare only form mode: it leaves the URL analysis (and the
 * public-suffix list it needs, about 49 kB gzip) out of the bundle.
 *
 * Three ways in, by what you hold: `parseElicitRequest` takes whole `elicitation/create` params of either
 * mode (what a client receives); {@link parseFormRequest} takes the same params for a client that declared form
 * mode only (a smaller bundle); {@link compileElicitationSchema} takes a bare `requestedSchema`, without the
 * message and mode around it. All three share every check, the limits and `strict`.
 *
 * @example
 * const request = parseFormRequest({
 *   message: 'Your GitHub username?',
 *   requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
 * });
 * console.log(request.form.fields[0].label); // "name"
 */
export function parseFormRequest(params: unknown, options: ParseOptions = {}): FormElicitationRequest {
  return parseChecked(params, options, (envelope) => {
    const { mode, issues } = envelope;
    if (mode !== undefined && mode !== 'form') {
      issues.push({
        path: pointer('mode'),
        message: `mode ${JSON.stringify(mode)} is not supported; this client accepts form mode only`,
        code: 'unsupported-mode',
      });
      throw new ElicitationError(issues);
    }
    return readFormMode(envelope);
  });
}

/**
 * Form mode (`mode` absent or `"form"`); any other mode is refused as unsupported.
 * @internal
 */
export function readFormMode(envelope: RequestEnvelope): FormElicitationRequest {
  const { params, message, language, mode, limits, strict, files, issues } = envelope;
  if (mode !== undefined && mode !== 'form') {
    issues.push({
      path: pointer('mode'),
      message: `mode ${JSON.stringify(mode)} is not supported; expected "form" or "url"`,
      code: 'unsupported-mode',
    });
    throw new ElicitationError(issues);
  }
  const schema = own(params, 'requestedSchema');
  const form = compileSchemaAt(schema, ['requestedSchema'], limits, issues, strict, files);
  if (issues.length > 0 || !form || message === undefined) throw new ElicitationError(issues);
  const persistOffer = readPersistOffer(params);
  return {
    mode: 'form',
    message,
    form,
    ...(persistOffer && { persistOffer }),
    ...(language && { language }),
    ...readAppRequest(params),
  };
}
