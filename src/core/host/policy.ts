import type { FieldError } from '../answer/validate.js';
import { isAnswerNotDelivered } from '../flow/delivery-error.js';
import { controlsOf } from '../flow/flow-controls.js';
import type { ElicitationFlowMachine } from '../flow/flow-state.js';
import type { ElicitationOrigin } from '../request/origin.js';
import type { ElicitationRequest } from '../request/parse-request.js';
import { findRequestSecrets } from '../safety/sensitive.js';
import type { ServerIdentity } from '../safety/server-identity.js';
import { isJsonObject } from '../wire/json.js';
import type { ElicitResult } from '../wire/protocol.js';

/**
 * One rule of a host's policy (`createElicitationQueue({ policy: [rule, …] })`): it sees a request before the person
 * does and answers it, or leaves it to the person. Rules are asked in order; the first that answers decides.
 *
 * `decide` gets the checked request, who asks (as the server names itself: display only), the connection it came
 * from (`source`: match a server by your connection object, never by its name, which any server can take) and the
 * client request it came from (`origin`: the tool call). It returns `'ask'`, or the answer: `declineResult()`,
 * `cancelResult()`, or an `acceptResult(content)` the host computed, which goes through the one door like any
 * answer. It is synchronous: decide from what the host holds.
 *
 * Never without the person: an `accept` of a URL-mode request, or of a form the secret guard says asks for a secret
 * (a field it flags, or a message asking for one), is not sent: the person is asked instead, with every guard, and
 * the host hears why (`onPolicyError`: an `ElicitationPolicyError`, `needs-the-person`). So is an `accept` whose
 * content fails the request's schema (`invalid-content`), and a rule that throws or returns anything else
 * (`failed`): a policy never sends what the host did not mean, and never keeps a request from the person by mistake.
 *
 * @example
 * const policy: ElicitationPolicyRule[] = [
 *   { name: 'No prompts from the build server', decide: ({ source }) => (source === buildServer ? declineResult() : 'ask') },
 *   {
 *     name: 'Default region',
 *     decide: ({ request, origin }) =>
 *       request.mode === 'form' && origin?.name === 'deploy' ? acceptResult({ region: 'eu-west-1' }) : 'ask',
 *   },
 * ];
 */
export interface ElicitationPolicyRule {
  /** How the record, the receipt and the errors name the rule: "Declined by policy “…”". */
  readonly name: string;
  /** The rule's verdict on one request, before the person is asked. */
  decide(asked: {
    /** The checked request. */
    readonly request: ElicitationRequest;
    /** Who asks, as the server names itself: display only. */
    readonly server: ServerIdentity;
    /** The connection it came from (`ElicitationSource`): the object to match a server by. */
    readonly source: object;
    /** The client request it was asked during (the tool call), when known. */
    readonly origin?: ElicitationOrigin;
  }): 'ask' | ElicitResult;
}

/** A queue entry as the policy reads it (an item of the queue's entries). */
type Asked = Parameters<ElicitationPolicyRule['decide']>[0] & { readonly flow: ElicitationFlowMachine };

/**
 * Why a rule's answer was not sent, so the person was asked instead, as the queue's `onPolicyError` hears it (an
 * `Error`, with a stack): `needs-the-person` (an `accept` of a URL-mode request or of a form asking for a secret),
 * `invalid-content` (an `accept` whose content fails the request's schema; `issues` says how), `failed` (the rule
 * threw, or returned neither `'ask'` nor an answer; `cause` holds what it threw).
 *
 * @example
 * createElicitationQueue({ policy, onPolicyError: (error) => log.warn(`${error.rule}: ${error.kind}`) });
 */
export interface ElicitationPolicyError extends Error {
  /** Always `ElicitationPolicyError`. */
  readonly name: 'ElicitationPolicyError';
  /** The rule's name. */
  readonly rule: string;
  /** Why its answer was not sent (see above). */
  readonly kind: 'needs-the-person' | 'invalid-content' | 'failed';
  /** `invalid-content`: the fields the door refused, as `validateContent` words them; empty otherwise. */
  readonly issues: readonly FieldError[];
}

/** The error {@link ElicitationPolicyError} describes, made by the queue (hosts read it, never make one). */
class PolicyError extends Error implements ElicitationPolicyError {
  override readonly name = 'ElicitationPolicyError';
  readonly rule: string;
  readonly kind: ElicitationPolicyError['kind'];
  readonly issues: readonly FieldError[];

  constructor(
    rule: string,
    kind: ElicitationPolicyError['kind'],
    detail: string,
    options: { issues?: readonly FieldError[]; cause?: unknown } = {},
  ) {
    super(`Policy rule “${rule}”: ${detail}; the person is asked instead`, { cause: options.cause });
    this.rule = rule;
    this.kind = kind;
    this.issues = options.issues ?? [];
  }
}

/** What an entry's policy came to: the rule that answered, or nothing (the person is asked). */
type Verdict = { readonly rule: string; readonly answer: ElicitResult } | undefined;

/**
 * Asks `rules` about the request of `entry` and, when one answers, answers it for the policy through the entry's
 * flow (the one door), marked with the rule. Returns whether the policy answered; anything refused or thrown is
 * told to `report`, and the request is left to the person.
 *
 * @example
 * if (!applyPolicy(rules, entry, reportError)) show(entry);
 */
export function applyPolicy(
  rules: readonly ElicitationPolicyRule[],
  entry: Asked,
  report: (error: ElicitationPolicyError) => void,
): boolean {
  let verdict: Verdict;
  try {
    verdict = decide(rules, entry);
  } catch (error) {
    report(error as PolicyError);
    return false;
  }
  if (!verdict) return false;
  try {
    controlsOf(entry.flow).answerByPolicy(verdict.answer, verdict.rule);
  } catch (refusal) {
    report(
      isAnswerNotDelivered(refusal)
        ? new PolicyError(verdict.rule, 'invalid-content', refusal.message, {
            issues: refusal.issues,
          })
        : new PolicyError(verdict.rule, 'failed', String(refusal), { cause: refusal }),
    );
    return false;
  }
  return entry.flow.getState().answeredBy !== undefined;
}

/** The first rule's answer, checked against what a policy may never do alone; throws why not. */
function decide(rules: readonly ElicitationPolicyRule[], entry: Asked): Verdict {
  const { request, server, source, origin } = entry;
  const asked = Object.freeze({ request, server, source, ...(origin ? { origin } : {}) });
  for (const rule of rules) {
    const { name } = rule;
    let answer: unknown;
    try {
      answer = rule.decide(asked);
    } catch (error) {
      throw new PolicyError(name, 'failed', 'its decide threw', { cause: error });
    }
    if (answer === 'ask') continue;
    if (!isJsonObject(answer) || !['accept', 'decline', 'cancel'].includes(String(answer.action))) {
      const what = answer instanceof Promise ? 'a promise (decide is synchronous)' : String(answer);
      throw new PolicyError(name, 'failed', `decide returned ${what}, not 'ask' or an answer`);
    }
    const result = answer as unknown as ElicitResult;
    if (result.action === 'accept') refuseWithoutThePerson(name, entry);
    return { rule: name, answer: result };
  }
  return undefined;
}

/** An `accept` the person must give: a URL to open, a secret to send. */
function refuseWithoutThePerson(rule: string, { request }: Asked): void {
  if (request.mode === 'url') {
    throw new PolicyError(rule, 'needs-the-person', 'a URL-mode request is opened only by the person');
  }
  const secrets = findRequestSecrets(request);
  if (secrets.fields.length > 0 || secrets.message !== undefined) {
    throw new PolicyError(
      rule,
      'needs-the-person',
      'a form that asks for a secret is answered only by the person',
    );
  }
}

/**
 * A policy as given, checked once, where the queue is made: `undefined`, or a list of rules each with a name and a
 * `decide` function. Anything else is a `TypeError`, so a mistyped policy never silently answers nothing.
 *
 * @example
 * const rules = checkPolicy(options.policy); // the same list, or undefined when empty
 */
export function checkPolicy(
  policy: readonly ElicitationPolicyRule[] | undefined,
): readonly ElicitationPolicyRule[] | undefined {
  if (policy === undefined) return undefined;
  if (!Array.isArray(policy)) throw new TypeError('policy must be a list of rules ({ name, decide })');
  policy.forEach((rule: Partial<ElicitationPolicyRule> | null, index) => {
    if (typeof rule?.name !== 'string' || rule.name.trim() === '' || typeof rule.decide !== 'function') {
      throw new TypeError(
        `policy[${index}] must be a rule with a name (a non-empty string) and a decide function`,
      );
    }
  });
  return policy.length > 0 ? Object.freeze([...policy]) : undefined;
}
