import { undeclaredModeIssue } from '../core/host/declared-modes.js';
import type { ElicitationModes } from '../core/wire/capabilities.js';
import { ElicitationError, type ElicitationIssue, pointer } from '../core/wire/errors.js';
import { isJsonObject, type JsonObject, own } from '../core/wire/json.js';
import { toMcpParams } from './acp-params.js';
import { type AcpElicitationScope, readAcpScope } from './acp-scope.js';

/** ACP `elicitation/create` params read: MCP-shaped params for the queue's parser, and the scope. */
export interface AcpRequest {
  readonly params: JsonObject;
  readonly scope: AcpElicitationScope;
}

/**
 * What ACP asks of a request beyond MCP's schema, checked before the queue parses it: a `mode` (ACP requires one,
 * MCP defaults to form) that this client declared, an `elicitationId` in URL mode (ACP requires one; the
 * `elicitation/complete` notification names it), and one scope. Every issue found throws together as an
 * {@link ElicitationError}; the schema, the message and the URL are the parser's, which runs every guard on them.
 */
export function readAcpRequest(raw: unknown, modes: ElicitationModes): AcpRequest {
  if (!isJsonObject(raw)) {
    throw new ElicitationError([{ path: '', message: 'params must be an object', code: 'invalid-request' }]);
  }
  const issues: ElicitationIssue[] = [];
  const mode = own(raw, 'mode');
  if (mode === undefined) {
    issues.push({
      path: pointer('mode'),
      message: 'mode is required ("form" or "url")',
      code: 'invalid-request',
    });
  } else {
    const undeclared = undeclaredModeIssue(mode, modes);
    if (undeclared) issues.push(undeclared);
  }
  if (mode === 'url' && own(raw, 'elicitationId') === undefined) {
    issues.push({
      path: pointer('elicitationId'),
      message: 'elicitationId is required in URL mode',
      code: 'invalid-request',
    });
  }
  const scope = readAcpScope(raw, issues);
  if (issues.length > 0 || !scope) throw new ElicitationError(issues);
  return { params: toMcpParams(raw), scope };
}
