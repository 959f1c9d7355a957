/**
 * A host's policy (issue 41, item 4): rules that answer before the person is asked. Each outcome (decline, cancel,
 * a computed accept, 'ask'), the one door refusing an invalid computed accept, the never-without-the-person rules
 * (URL mode, a form asking for a secret), a rule that fails, and the audit trail (`onSettled`'s receipt, the entry's
 * `answeredBy`); then the same on the wire, with the official SDK's client and McpServer in process, in the page and
 * through the bridge's per-user queue.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptResult,
  cancelResult,
  consentDigest,
  consentReceipt,
  createElicitationQueue,
  declineResult,
  type ElicitationPolicyError,
  type ElicitationPolicyRule,
  type ElicitResult,
  type SettledElicitation,
} from '../../../src/core/index.js';
import { createRemoteElicitationQueue } from '../../../src/core/remote/remote-queue.js';
import { readSse } from '../../bridge/sse-reader.js';
import { eventsRequest, testBridge } from '../../bridge/support.js';
import { waitFor } from '../../support/queue-waits.js';
import { connectToQueue } from '../../support/sdk-pair.js';

const deploy = { name: 'deploy', title: 'Deploy' };
const ci = { connection: 'ci' };
const laptop = { connection: 'laptop' };

const region = {
  message: 'Which region?',
  requestedSchema: {
    type: 'object',
    properties: {
      region: { type: 'string', enum: ['eu-west-1', 'us-east-1'] },
      replicas: { type: 'integer' },
    },
    required: ['region'],
  },
};
const token = {
  message: 'Paste your deploy key',
  requestedSchema: { type: 'object', properties: { key: { type: 'string', title: 'API key' } } },
};
const signIn = { mode: 'url', message: 'Sign in to continue', url: 'https://login.example.com/start' };

/** A queue with `policy`, whose policy errors and settlements are kept. */
function policyQueue(policy: ElicitationPolicyRule[]) {
  const errors: unknown[] = [];
  const settled: SettledElicitation[] = [];
  const queue = createElicitationQueue({
    policy,
    onPolicyError: (error) => errors.push(error),
    onSettled: (event) => settled.push(event),
  });
  return { queue, errors, settled };
}

const rule = (name: string, decide: ElicitationPolicyRule['decide']): ElicitationPolicyRule => ({
  name,
  decide,
});

describe('a host’s policy: each outcome', () => {
  it('given a rule that declines one connection, should answer decline before anyone is asked, and say by which rule', async () => {
    const { queue, settled, errors } = policyQueue([
      rule('No prompts from CI', ({ source }) => (source === ci ? declineResult() : 'ask')),
    ]);
    const fromCi = queue.present(region, { server: deploy, source: ci });
    const fromLaptop = queue.present(region, { server: deploy, source: laptop });

    await expect(fromCi).resolves.toEqual({ action: 'decline' });
    const snapshot = queue.snapshot();
    // The person is asked only what the policy left: the laptop's request.
    expect(snapshot.pending.map((entry) => entry.source)).toEqual([laptop]);
    expect(snapshot.current?.source).toBe(laptop);
    expect(queue.size).toBe(1);
    // What the policy answered stays visible (for the transcript), marked with the rule.
    expect(snapshot.answeredByPolicy?.map((entry) => [entry.source, entry.answeredBy])).toEqual([
      [ci, { policy: 'No prompts from CI' }],
    ]);
    expect(snapshot.answeredByPolicy?.[0]?.flow.getState()).toMatchObject({
      answeredBy: { policy: 'No prompts from CI' },
      result: { action: 'decline' },
      open: false,
    });
    // The audit trail: what was shown, what the server got, and which rule answered.
    expect(settled).toHaveLength(1);
    expect(settled[0]?.result).toEqual({ action: 'decline' });
    expect(settled[0]?.receipt).toEqual({
      shown: { server: deploy, message: 'Which region?', schema: expect.any(Object) },
      sent: { action: 'decline' },
      answeredBy: { policy: 'No prompts from CI' },
    });
    expect(errors).toEqual([]);

    snapshot.current?.respond(cancelResult());
    await expect(fromLaptop).resolves.toEqual({ action: 'cancel' });
    // The person's own answer is not the policy's.
    expect(settled[1]?.receipt.answeredBy).toBeUndefined();
  });

  it('given a rule that cancels, should answer cancel, marked as the policy’s', async () => {
    const { queue, settled } = policyQueue([rule('Quiet hours', () => cancelResult())]);
    await expect(queue.present(region, { server: deploy, source: ci })).resolves.toEqual({
      action: 'cancel',
    });
    expect(queue.snapshot().pending).toEqual([]);
    expect(settled[0]?.receipt).toMatchObject({
      sent: { action: 'cancel' },
      answeredBy: { policy: 'Quiet hours' },
    });
  });

  it('given a rule that computes an accept, should send it through the door, typed as the schema says', async () => {
    const { queue, settled } = policyQueue([
      rule('Default region', ({ origin }) =>
        origin?.name === 'deploy' ? acceptResult({ region: 'eu-west-1', replicas: 2 }) : 'ask',
      ),
    ]);
    const answer = queue.present(region, {
      server: deploy,
      source: ci,
      origin: { method: 'tools/call', name: 'deploy' },
    });
    await expect(answer).resolves.toEqual({
      action: 'accept',
      content: { region: 'eu-west-1', replicas: 2 },
    });
    const receipt = settled[0]?.receipt;
    expect(receipt).toMatchObject({
      sent: { action: 'accept', content: { region: 'eu-west-1', replicas: 2 } },
      answeredBy: { policy: 'Default region' },
      shown: { origin: { method: 'tools/call', name: 'deploy' } },
    });
    // The same facts give the same digest anywhere: the rule's name is part of what was agreed.
    const request = queue.snapshot().answeredByPolicy?.[0]?.request;
    if (!request || !receipt) throw new Error('no policy answer');
    const again = consentReceipt(
      request,
      deploy,
      acceptResult({ region: 'eu-west-1', replicas: 2 }),
      receipt.shown.origin,
      {
        answeredBy: { policy: 'Default region' },
      },
    );
    expect(await consentDigest(again)).toBe(await consentDigest(receipt));
    expect(await consentDigest({ ...receipt, answeredBy: undefined })).not.toBe(await consentDigest(receipt));
  });

  it('given rules that ask, should leave the request to the person; the first rule that answers decides', async () => {
    const seen: string[] = [];
    const { queue } = policyQueue([
      rule('first', ({ request }) => {
        seen.push(`first:${request.message}`);
        return 'ask';
      }),
      rule('second', ({ server }) => (server.name === 'deploy' ? declineResult() : 'ask')),
      rule('third', () => {
        seen.push('third');
        return cancelResult();
      }),
    ]);
    await expect(queue.present(region, { server: deploy, source: ci })).resolves.toEqual({
      action: 'decline',
    });
    expect(queue.snapshot().answeredByPolicy?.[0]?.answeredBy).toEqual({ policy: 'second' });
    // Past the rule that answered, no other is asked.
    expect(seen).toEqual(['first:Which region?']);

    const other = queue.present(region, { server: { name: 'other' }, source: laptop });
    expect(queue.snapshot().pending).toHaveLength(0);
    await expect(other).resolves.toEqual({ action: 'cancel' });
    expect(seen).toEqual(['first:Which region?', 'first:Which region?', 'third']);
  });

  it('given a policy answer, should keep it listed until dismissed, and the latest 50 at most', async () => {
    const { queue } = policyQueue([rule('Decline', () => declineResult())]);
    for (let index = 0; index < 52; index += 1) void queue.present(region, { server: deploy, source: ci });
    const listed = queue.snapshot().answeredByPolicy ?? [];
    expect(listed).toHaveLength(50);
    expect(listed[0]?.id).toBe('elicitation-3');
    listed[0]?.dismiss();
    expect(queue.snapshot().answeredByPolicy).toHaveLength(49);
    for (const entry of queue.snapshot().answeredByPolicy ?? []) entry.dismiss();
    expect(queue.snapshot()).toEqual({ pending: [], waiting: [], declined: [] });
  });
});

describe('a host’s policy: what it may not do alone', () => {
  it('given a computed accept that breaks the schema, should send nothing, ask the person, and say why', async () => {
    const { queue, errors, settled } = policyQueue([
      rule('Bad default', () => acceptResult({ region: 'mars-1' })),
    ]);
    const answer = queue.present(region, { server: deploy, source: ci });
    const [entry] = queue.snapshot().pending;
    // The one door refused it: the person is asked, with every guard, and nothing reached the server.
    expect(entry?.answeredBy).toBeUndefined();
    expect(entry?.flow.getState()).toMatchObject({ answered: false, answeredBy: undefined, open: true });
    expect(queue.snapshot().answeredByPolicy).toBeUndefined();
    expect(settled).toEqual([]);
    expect(errors).toHaveLength(1);
    const error = errors[0] as ElicitationPolicyError;
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ rule: 'Bad default', kind: 'invalid-content' });
    expect(error.issues.map((issue) => [issue.field, issue.code])).toEqual([['region', 'enum']]);

    entry?.respond(acceptResult({ region: 'us-east-1' }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { region: 'us-east-1' } });
    expect(settled[0]?.receipt.answeredBy).toBeUndefined();
  });

  it('given an accept of a URL-mode request, should ask the person instead; a decline of one is fine', async () => {
    const { queue, errors } = policyQueue([rule('Always yes', () => acceptResult())]);
    const answer = queue.present(signIn, { server: deploy, source: ci });
    expect(queue.snapshot().current?.request.mode).toBe('url');
    expect(queue.snapshot().current?.flow.getState().answered).toBe(false);
    expect(errors[0]).toMatchObject({
      name: 'ElicitationPolicyError',
      rule: 'Always yes',
      kind: 'needs-the-person',
    });
    expect(String(errors[0])).toMatch(
      /URL-mode request is opened only by the person; the person is asked instead/,
    );
    queue.cancelAll();
    await expect(answer).resolves.toEqual({ action: 'cancel' });

    const declining = policyQueue([rule('No sign-ins', () => declineResult())]);
    await expect(declining.queue.present(signIn, { server: deploy, source: ci })).resolves.toEqual({
      action: 'decline',
    });
    expect(declining.errors).toEqual([]);
  });

  it('given an accept of a form the secret guard flags, should ask the person instead; a decline is fine', async () => {
    const { queue, errors } = policyQueue([rule('Fill it', () => acceptResult({ key: 'sk-live-123' }))]);
    void queue.present(token, { server: deploy, source: ci });
    // A message that asks for a secret above an innocent field counts too.
    void queue.present(
      {
        message: 'Enter your bank password below',
        requestedSchema: { type: 'object', properties: { value: { type: 'string' } } },
      },
      { server: deploy, source: ci },
    );
    expect(queue.snapshot().pending).toHaveLength(2);
    expect(queue.snapshot().pending.every((entry) => !entry.flow.getState().answered)).toBe(true);
    expect(errors.map((error) => (error as ElicitationPolicyError).kind)).toEqual([
      'needs-the-person',
      'needs-the-person',
    ]);

    const declining = policyQueue([rule('No secrets', () => declineResult())]);
    await expect(declining.queue.present(token, { server: deploy, source: ci })).resolves.toEqual({
      action: 'decline',
    });
  });

  it('given a rule that throws or answers nonsense, should ask the person and say which rule failed', () => {
    const { queue, errors } = policyQueue([
      rule('Throws', () => {
        throw new Error('database down');
      }),
    ]);
    void queue.present(region, { server: deploy, source: ci });
    expect(queue.snapshot().pending).toHaveLength(1);
    expect(errors[0]).toMatchObject({ rule: 'Throws', kind: 'failed', cause: new Error('database down') });

    const odd = policyQueue([
      rule('Async', (() => Promise.resolve(declineResult())) as unknown as ElicitationPolicyRule['decide']),
    ]);
    void odd.queue.present(region, { server: deploy, source: ci });
    expect(odd.queue.snapshot().pending).toHaveLength(1);
    expect(String(odd.errors[0])).toMatch(/returned a promise \(decide is synchronous\)/);

    const bare = policyQueue([rule('Bare', () => ({ action: 'maybe' }) as unknown as ElicitResult)]);
    void bare.queue.present(region, { server: deploy, source: ci });
    expect(bare.queue.snapshot().pending).toHaveLength(1);
    expect(bare.errors[0]).toMatchObject({ kind: 'failed' });
  });

  it('given an onPolicyError (or onSettled) that throws, should still ask the person, and hand its error to onListenerError', async () => {
    const listenerErrors: unknown[] = [];
    const queue = createElicitationQueue({
      policy: [rule('Bad default', () => acceptResult({ region: 'mars-1' }))],
      onPolicyError: () => {
        throw new Error('logger down');
      },
      onSettled: () => {
        throw new Error('audit down');
      },
      onListenerError: (error) => listenerErrors.push(error),
    });
    let answer: Promise<ElicitResult> | undefined;
    expect(() => {
      answer = queue.present(region, { server: deploy, source: ci });
    }).not.toThrow();
    const [entry] = queue.snapshot().pending;
    expect(entry?.flow.getState()).toMatchObject({ answered: false, open: true });
    expect(listenerErrors).toEqual([new Error('logger down')]);
    entry?.respond(acceptResult({ region: 'us-east-1' }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { region: 'us-east-1' } });
    await waitFor(() => listenerErrors.length === 2);
    expect(listenerErrors[1]).toEqual(new Error('audit down'));
  });

  it('given a malformed policy, should refuse it where the queue is made', () => {
    expect(() => createElicitationQueue({ policy: {} as never })).toThrow(TypeError);
    expect(() => createElicitationQueue({ policy: [{ name: '', decide: () => 'ask' }] })).toThrow(
      /policy\[0\] must be a rule with a name/,
    );
    expect(() => createElicitationQueue({ policy: [{ name: 'x' } as never] })).toThrow(TypeError);
  });

  it('given a source the person declined all from, should decline it before the policy is asked', async () => {
    const decide = vi.fn(() => acceptResult({ region: 'eu-west-1' }));
    const { queue } = policyQueue([rule('Accept', decide)]);
    queue.declineAll(ci);
    await expect(queue.present(region, { server: deploy, source: ci })).resolves.toEqual({
      action: 'decline',
    });
    expect(decide).not.toHaveBeenCalled();
  });
});

describe('a host’s policy on the wire (the official SDK’s McpServer and Client)', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  /** An McpServer whose `ask` tool elicits `params` and returns what it heard. */
  function asker(params: object) {
    const server = new McpServer({ name: 'deploy', version: '1.0.0' });
    server.registerTool('ask', { description: 'Asks the person' }, async () => {
      const answer = await server.server.elicitInput(params as never);
      return { content: [{ type: 'text' as const, text: JSON.stringify(answer) }] };
    });
    return server;
  }
  const heard = (result: unknown) =>
    JSON.parse((result as { content: { text: string }[] }).content[0]?.text ?? 'null') as unknown;

  it('given a policy in the page, the tool gets the policy’s decline and its computed accept, and a secret is asked', async () => {
    const { queue, settled } = policyQueue([
      rule('Default region', ({ request }) =>
        request.message === 'Which region?' ? acceptResult({ region: 'eu-west-1' }) : 'ask',
      ),
      rule('Never a key', ({ request }) =>
        request.mode === 'form' && request.form.fields.some((field) => field.sensitive)
          ? acceptResult({})
          : 'ask',
      ),
    ]);
    const regionClient = await connectToQueue(asker(region), queue);
    expect(heard(await regionClient.callTool({ name: 'ask', arguments: {} }))).toEqual({
      action: 'accept',
      content: { region: 'eu-west-1' },
    });
    expect(settled[0]?.receipt.answeredBy).toEqual({ policy: 'Default region' });

    // A form asking for a secret: the rule's accept is not sent; the person answers it.
    const keyClient = await connectToQueue(asker(token), queue);
    const call = keyClient.callTool({ name: 'ask', arguments: {} });
    await vi.waitFor(() => expect(queue.snapshot().pending).toHaveLength(1), { timeout: 30_000 });
    queue.snapshot().current?.respond(declineResult());
    expect(heard(await call)).toEqual({ action: 'decline' });
    expect(settled[1]?.receipt.answeredBy).toBeUndefined();
  });

  it('given a policy on the bridge, the request is answered on the server, never reaches a page, and is audited with its user', async () => {
    const audited: [string, SettledElicitation][] = [];
    const bridge = testBridge({
      policy: [rule('No prompts from CI', () => declineResult())],
      onSettled: (event, userId) => audited.push([userId, event]),
    });
    closers.push(() => bridge.close());
    const controller = new AbortController();
    closers.push(async () => controller.abort());
    const stream = readSse(await bridge.handle(eventsRequest('ada', undefined, controller.signal)));
    const client = await connectToQueue(asker(region), bridge.forUser('ada'));
    expect(heard(await client.callTool({ name: 'ask', arguments: {} }))).toEqual({ action: 'decline' });
    expect(audited.map(([user, event]) => [user, event.receipt.answeredBy, event.receipt.sent])).toEqual([
      ['ada', { policy: 'No prompts from CI' }, { action: 'decline' }],
    ]);
    // Nothing was written for a page: the stream has no event.
    await expect(stream.next(300)).rejects.toThrow();
  });

  it('given a policy in the page’s remote queue, its answer is posted to the bridge like the person’s and shown as the policy’s', async () => {
    const bridge = testBridge({ authorize: () => 'ada' });
    closers.push(() => bridge.close());
    const page = createRemoteElicitationQueue({
      url: 'http://app.test/api/elicitation',
      draftStorage: null,
      policy: [rule('No prompts from CI', () => declineResult())],
      fetch: async (input, init) => bridge.handle(new Request(input, init)),
    });
    closers.push(async () => page.close());
    const client = await connectToQueue(asker(region), bridge.forUser('ada'));
    const call = client.callTool({ name: 'ask', arguments: {} });
    await waitFor(
      () => (page.snapshot().answeredByPolicy?.length ?? 0) === 1,
      'the policy’s answer in the page',
    );
    expect(heard(await call)).toEqual({ action: 'decline' });
    expect(page.snapshot().pending).toEqual([]);
    expect(page.snapshot().answeredByPolicy?.[0]?.answeredBy).toEqual({ policy: 'No prompts from CI' });
  });
});
