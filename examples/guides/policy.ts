import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  acceptResult,
  attachElicitationHandler,
  consentDigest,
  createElicitationQueue,
  declineResult,
  type ElicitationPolicyRule,
  type SettledElicitation,
} from 'mcp-elicitation-react/core';

/** Connections whose servers must never ask the person (a CI runner's): matched by connection, never by name. */
const quietConnections = new WeakSet<object>();

/** The host's rules, asked in order before the person; the first answer decides, 'ask' passes on. */
const policy: ElicitationPolicyRule[] = [
  {
    name: 'No prompts from CI',
    decide: ({ source }) => (quietConnections.has(source) ? declineResult() : 'ask'),
  },
  {
    name: 'Default region for deploys',
    // Computed by the host, and still checked against the request's schema before it is sent.
    decide: ({ request, origin }) =>
      origin?.name === 'deploy' &&
      request.mode === 'form' &&
      request.form.fields.some((field) => field.name === 'region')
        ? acceptResult({ region: 'eu-west-1' })
        : 'ask',
  },
];

/** One line per request that ended: who answered (a rule, or the person), why it ended, and its digest. */
export const auditLog: { rule?: string; endedBy?: string; action?: string; digest: string }[] = [];

async function audit({ receipt }: SettledElicitation): Promise<void> {
  auditLog.push({
    ...(receipt.answeredBy ? { rule: receipt.answeredBy.policy } : {}),
    ...(receipt.endedBy ? { endedBy: receipt.endedBy } : {}),
    ...(receipt.sent ? { action: receipt.sent.action } : {}),
    digest: await consentDigest(receipt),
  });
}

export const queue = createElicitationQueue({
  policy,
  // Ten minutes to answer, shown as the time left; without it nothing times out.
  timeoutMs: 10 * 60_000,
  onSettled: (settled) => void audit(settled),
  // A rule's answer that was not sent (a URL or a secret needs the person; content the schema refuses): the person
  // is asked instead, and you hear why.
  onPolicyError: (error) => console.warn(`Policy “${error.rule}”: ${error.kind}`, error.issues),
});

/** Hands a connected MCP client's elicitations to the queue; `quiet` for a server that must never ask. */
export function connect(client: Client, { quiet = false } = {}): void {
  const { source } = attachElicitationHandler(client, queue, { modes: { form: true, url: true } });
  if (quiet) quietConnections.add(source);
}
