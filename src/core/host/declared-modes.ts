import type { ElicitationModes } from '../wire/capabilities.js';
import { type ElicitationIssue, pointer } from '../wire/errors.js';

/**
 * The issue of a request in a mode this client did not declare in its `elicitation` capability (absent `mode`:
 * form), or `undefined`. Only the raw `mode` is read: validity is the parser's job, but an undeclared mode is refused
 * before anything is queued, whatever else is wrong with the request. Each wire's handler (MCP's, ACP's) asks it.
 * @internal
 */
export function undeclaredModeIssue(
  rawMode: unknown,
  { form = true, url = false }: ElicitationModes,
): ElicitationIssue | undefined {
  const mode = rawMode === undefined ? 'form' : rawMode;
  if ((mode === 'form' && form) || (mode === 'url' && url) || (mode !== 'form' && mode !== 'url')) {
    return undefined;
  }
  return {
    path: pointer('mode'),
    message: `this client did not declare ${mode}-mode elicitation`,
    code: 'unsupported-mode',
  };
}
