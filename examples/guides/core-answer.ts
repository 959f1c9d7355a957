import {
  acceptResult,
  declineResult,
  ElicitationError,
  type ElicitResult,
  initialValues,
  parseElicitRequest,
  toElicitContent,
  validateContent,
} from 'mcp-elicitation-react/core';

/**
 * Answers an `elicitation/create` from code, with the core alone (no React): `typed` is what a person typed, as
 * text per field. The same checks as the dialog: a refused request throws, content the schema refuses is not sent.
 */
export function answerFromCode(params: unknown, typed: Record<string, string>): ElicitResult {
  try {
    const request = parseElicitRequest(params); // untrusted params: every issue, with its JSON pointer
    if (request.mode === 'url') {
      const { displayHost, registrableDomain, warnings } = request.url; // what the person must see first
      console.info(`declining ${displayHost} (${registrableDomain})`, warnings);
      return declineResult();
    }
    const draft = { ...initialValues(request.form), ...typed }; // defaults pre-filled, falsy ones too
    const content = toElicitContent(request.form, draft); // typed: '36' → 36, empty optional fields left out
    const errors = validateContent(request.form, content, { locale: 'zh-CN' });
    return errors.length === 0 ? acceptResult(content) : declineResult();
  } catch (error) {
    if (error instanceof ElicitationError) console.error(error.code, error.issues);
    throw error;
  }
}
