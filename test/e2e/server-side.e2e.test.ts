// End to end, the demo's server-side mode (`?mode=server`): the demo's Node process runs the MCP client and the
// bridge, the page only renders through `createRemoteElicitationQueue`. What the browser-side tests
// (test/browser) prove with a harness server is proved here through the real demo: its MCP server, its client on
// the server, the bridge's routes, the page.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { chromiumArgs, findChromium } from '../../scripts/chromium.js';
import { hasRedis, type RedisServer, skipWithoutRedis, startRedis } from '../bridge/redis-server.js';
import { type CallOutcome, callOnce, dialogOf, outcomeOf, retype, reviewAndSend } from './demo-page.js';
import { CONTEXT_OPTIONS, type RunningDemo, startDemo } from './demo-server.js';

/** The demo without server-everything (not used here); the first start builds the web client. */
const DEMO_ARGS = ['--no-everything'];

let browser: Browser;
let demo: RunningDemo;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  [demo, browser] = await Promise.all([
    startDemo({ args: DEMO_ARGS }),
    chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true }),
  ]);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await demo?.stop();
  if (pageErrors.length > 0) throw new Error(`uncaught exceptions in the page:\n${pageErrors.join('\n')}`);
});

/** A browser context signed in to the demo as `user` (the `demo_user` cookie a real app's session stands for). */
async function signedIn(origin: string, user: string): Promise<BrowserContext> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  contexts.push(context);
  await context.addCookies([{ name: 'demo_user', value: user, url: origin }]);
  context.on('page', (opened) => opened.on('pageerror', (error) => pageErrors.push(error.message)));
  return context;
}

/** A page in server-side mode, its tool list loaded. */
async function serverSidePage(
  context: BrowserContext,
  origin: string,
  negotiation: 'auto' | 'legacy' | 'ai-sdk' = 'auto',
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/?mode=server`);
  if (negotiation !== 'auto') {
    await page.getByRole('combobox', { name: 'Protocol' }).selectOption(negotiation);
  }
  const status = page.locator('.demo-status[data-state="connected"]');
  await status.waitFor({ timeout: 30_000 });
  expect(await status.textContent()).toContain(negotiation === 'legacy' ? '2025-11-25' : '2026-07-28');
  return page;
}

/** The report a demo tool returns: what the server received, per input key. */
function reportOf(outcome: CallOutcome): { received: Record<string, unknown>; protocolVersion: string } {
  expect(outcome.error, 'the call failed').toBe('');
  return JSON.parse(outcome.blocks.at(-1) ?? '{}');
}

/** The ids of `user`'s pending requests, read from the bridge's event stream as a page would. */
async function pendingIds(origin: string, user: string): Promise<string[]> {
  const stop = new AbortController();
  const response = await fetch(`${origin}/bridge/events`, {
    headers: { cookie: `demo_user=${user}` },
    signal: stop.signal,
  });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  // The snapshot comes at once; a short read is enough.
  const until = Date.now() + 1500;
  while (reader && Date.now() < until) {
    const next = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((resolve) =>
        setTimeout(() => resolve({ done: true, value: undefined }), until - Date.now()),
      ),
    ]);
    if (next.done) break;
    text += next.value;
  }
  stop.abort();
  return [...text.matchAll(/^event: pending\ndata: (.*)$/gm)].map((match) => JSON.parse(match[1] ?? '').id);
}

/** Stops every running call of `user` on the server, as the host's own timeout or cancel would. */
async function stopRunningCalls(origin: string, user: string): Promise<void> {
  const headers = { cookie: `demo_user=${user}`, origin };
  const calls = (await (await fetch(`${origin}/server-side/calls`, { headers })).json()) as {
    id: string;
    state: string;
  }[];
  for (const call of calls.filter((candidate) => candidate.state === 'running')) {
    const stopped = await fetch(`${origin}/server-side/calls/${call.id}/stop`, { method: 'POST', headers });
    expect(stopped.status).toBe(204);
  }
}

async function answerJoinWifi(page: Page, network: string, password: string) {
  const dialog = dialogOf(page);
  await dialog.getByText('Which network should the printer join?').waitFor({ timeout: 20_000 });
  await retype(dialog.getByRole('textbox', { name: 'Network name' }), network);
  await dialog.getByLabel('Password').fill(password);
}

describe('the demo in server-side mode', () => {
  test('given a form asked on the server, when the person answers in the page, should deliver the typed answer to the MCP server exactly once', async () => {
    const page = await serverSidePage(await signedIn(demo.origin, 'ada'), demo.origin);
    const call = await callOnce(page, 'join_wifi');
    await answerJoinWifi(page, 'Office', 'correct horse');
    expect(await reviewAndSend(page)).toEqual({ network: 'Office', password: 'correct horse' });
    const report = reportOf(await outcomeOf(call));
    expect(report.received).toEqual({
      network: { action: 'accept', content: { network: 'Office', password: 'correct horse' } },
    });
    expect(report.protocolVersion).toBe('2026-07-28');
  });

  test('given the AI SDK as the MCP client (streamText over @ai-sdk/mcp), when its tool call asks and the person answers in the page, should give the tool the answer', async () => {
    const page = await serverSidePage(await signedIn(demo.origin, 'vercel'), demo.origin, 'ai-sdk');
    const call = await callOnce(page, 'join_wifi');
    await answerJoinWifi(page, 'Edge', 'edge network pw');
    await reviewAndSend(page);
    const report = reportOf(await outcomeOf(call));
    expect(report.protocolVersion).toBe('2026-07-28');
    expect(report.received).toEqual({
      network: { action: 'accept', content: { network: 'Edge', password: 'edge network pw' } },
    });
  });

  test('given a form half filled, when the page reloads, should show the same request with the draft but never the password', async () => {
    const page = await serverSidePage(await signedIn(demo.origin, 'grace'), demo.origin);
    const call = await callOnce(page, 'join_wifi');
    await answerJoinWifi(page, 'Lab', 'hunter2hunter2');
    await page.reload();
    const dialog = dialogOf(page);
    await dialog.getByText('Which network should the printer join?').waitFor({ timeout: 20_000 });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Network name' }).inputValue()).toBe('Lab');
    expect(await dialog.getByLabel('Password').inputValue()).toBe('');
    await dialog.getByLabel('Password').fill('a new secret');
    await reviewAndSend(page);
    const report = reportOf(await outcomeOf(call));
    expect(report.received).toEqual({
      network: { action: 'accept', content: { network: 'Lab', password: 'a new secret' } },
    });
  });

  test('given two tabs of one user, when both answer, should take the first answer and show the other tab why its form ended', async () => {
    const context = await signedIn(demo.origin, 'linus');
    const first = await serverSidePage(context, demo.origin);
    const second = await context.newPage();
    await second.goto(`${demo.origin}/?mode=server`);
    const call = await callOnce(first, 'join_wifi');
    await answerJoinWifi(second, 'Second', 'second tab pw');
    await answerJoinWifi(first, 'First', 'first tab pw');
    await reviewAndSend(first);
    await dialogOf(second)
      .getByText('Answered in another tab.')
      .or(second.getByText('Answered in another tab.'))
      .first()
      .waitFor({ timeout: 15_000 });
    const report = reportOf(await outcomeOf(call));
    expect(report.received).toEqual({
      network: { action: 'accept', content: { network: 'First', password: 'first tab pw' } },
    });
  });

  test('given a question for one user, should show nothing to a second user and answer 404 to their POST of its id', async () => {
    const owner = await serverSidePage(await signedIn(demo.origin, 'owner'), demo.origin);
    const other = await serverSidePage(await signedIn(demo.origin, 'intruder'), demo.origin);
    const call = await callOnce(owner, 'join_wifi');
    await dialogOf(owner).getByText('Which network should the printer join?').waitFor({ timeout: 20_000 });
    const [id] = await pendingIds(demo.origin, 'owner');
    expect(id).toBeTruthy();
    expect(await pendingIds(demo.origin, 'intruder')).toEqual([]);
    expect(await dialogOf(other).count()).toBe(0);
    const stolen = await fetch(`${demo.origin}/bridge/answers/${id}`, {
      method: 'POST',
      headers: { cookie: 'demo_user=intruder', 'content-type': 'application/json', origin: demo.origin },
      body: JSON.stringify({ action: 'accept', content: { network: 'Evil', password: 'stolen pw' } }),
    });
    expect(stolen.status).toBe(404);
    expect((await outcomeOf(call, 1000).catch(() => undefined))?.state).toBeUndefined();
    await answerJoinWifi(owner, 'Mine', 'my own pw!');
    await reviewAndSend(owner);
    expect(reportOf(await outcomeOf(call)).received).toEqual({
      network: { action: 'accept', content: { network: 'Mine', password: 'my own pw!' } },
    });
  });

  test('given an open form, when the call is stopped on the server, should lock the form and say nothing was sent', async () => {
    const page = await serverSidePage(await signedIn(demo.origin, 'stopper'), demo.origin);
    const call = await callOnce(page, 'join_wifi');
    await answerJoinWifi(page, 'Never', 'never sent pw');
    // The modal dialog holds the page; the server stops the call on its own (as a host's timeout would).
    await stopRunningCalls(demo.origin, 'stopper');
    await page.getByText('Nothing was sent.', { exact: false }).first().waitFor({ timeout: 15_000 });
    expect((await outcomeOf(call)).state).toBe('stopped');
    expect(await dialogOf(page).getByRole('button', { name: 'Review', exact: true }).count()).toBe(0);
  });
});

describe('the server-side mode with a short TTL, and its shutdown', () => {
  test('given nobody answers, when the TTL passes, should send the MCP server cancel and show it expired', async () => {
    const short = await startDemo({ args: [...DEMO_ARGS, '--no-build'], env: { BRIDGE_TTL_MS: '3000' } });
    try {
      const page = await serverSidePage(await signedIn(short.origin, 'sleepy'), short.origin);
      const call = await callOnce(page, 'join_wifi');
      await dialogOf(page).getByText('Which network should the printer join?').waitFor({ timeout: 20_000 });
      const report = reportOf(await outcomeOf(call, 20_000));
      expect(report.received).toEqual({ network: { action: 'cancel' } });
      await page.getByText('Nothing was sent', { exact: false }).first().waitFor({ timeout: 10_000 });
    } finally {
      await short.stop();
    }
  });

  test('given a pending question, when the demo shuts down, should send the MCP server cancel and end the form', async () => {
    // Its shutdown waits as long as it takes (a busy machine is slow, not wrong); each step below waits on an
    // event: the log line, the page's text, the exit. Their timeouts only guard against a hang.
    const leaving = await startDemo({
      args: [...DEMO_ARGS, '--no-build'],
      env: { DEMO_SHUTDOWN_GRACE_MS: '600000' },
    });
    try {
      const page = await serverSidePage(await signedIn(leaving.origin, 'late'), leaving.origin);
      await callOnce(page, 'join_wifi');
      await answerJoinWifi(page, 'Gone', 'gone gone gone');
      leaving.terminate();
      // What the MCP server got is in the demo's log; the page must not offer to send into the void.
      await leaving.printed('join_wifi for late done: Not joined: you chose cancel.');
      await page
        .getByText('The app stopped waiting — nothing was sent.')
        .first()
        .waitFor({ timeout: 120_000 });
      await leaving.exited;
    } finally {
      await leaving.stop();
    }
    // A guard against a hang: a second demo starts and shuts down within this test, on however busy a machine.
  }, 600_000);
});

describe.each([
  ['auto', '2026-07-28'],
  ['legacy', '2025-11-25'],
] as const)('two demo instances on one Redis, %s negotiation (%s)', (negotiation, revision) => {
  let redis: RedisServer | undefined;
  let a: RunningDemo | undefined;
  let b: RunningDemo | undefined;
  beforeEach(skipWithoutRedis);
  beforeAll(async () => {
    if (!hasRedis) return;
    redis = await startRedis();
    const env = { REDIS_URL: redis.url };
    [a, b] = await Promise.all([
      startDemo({ args: [...DEMO_ARGS, '--no-build'], env }),
      startDemo({ args: [...DEMO_ARGS, '--no-build'], env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
  });

  test('given a call on instance A, when the person answers on instance B, should deliver the answer to the call on A', async () => {
    if (!a || !b) throw new Error('the demo instances did not start');
    const onA = await serverSidePage(await signedIn(a.origin, 'roamer'), a.origin, negotiation);
    const onB = await serverSidePage(await signedIn(b.origin, 'roamer'), b.origin, negotiation);
    await callOnce(onA, 'join_wifi');
    // The question raised on A shows on B; A's tab is closed, so only B can answer.
    await onA.close();
    await answerJoinWifi(onB, 'Roaming', 'roaming pw!');
    await reviewAndSend(onB);
    const again = await serverSidePage(await signedIn(a.origin, 'roamer'), a.origin, negotiation);
    const report = reportOf(await outcomeOf(again.locator('.demo-call').first()));
    expect(report.protocolVersion).toBe(revision);
    expect(report.received).toEqual({
      network: { action: 'accept', content: { network: 'Roaming', password: 'roaming pw!' } },
    });
  });
});
