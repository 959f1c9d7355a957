// The two scenarios every server-side framework runs, through its example's chat route and bridge.
import { expect } from 'vitest';
import type { ElicitResult } from '../../src/core/wire/protocol.js';
import { ASK, type BookingServer, bookedText } from '../ai-sdk/booking-server.js';
import { ANSWER_META, chatRequest, openPage, SERVER_META } from './bridge-client.js';

type Route = (request: Request) => Promise<Response>;

export interface ChatUnderTest {
  /** The example's chat route. */
  readonly chat: Route;
  /** The example's bridge routes (`GET`/`POST` = `bridge.handle`), under `/api/elicitation`. */
  readonly elicitation: { GET: Route; POST: Route };
  readonly server: BookingServer;
}

/**
 * The model calls the tool; the question (with the server's `_meta`) reaches only its user's stream; the answer
 * (with the host's `_meta`) is taken once; the tool's result comes back in the chat. Resolves with what the MCP
 * server received, for the caller to hold to what the framework keeps.
 */
export async function answeredOnce({ chat, elicitation, server }: ChatUnderTest): Promise<unknown[]> {
  const page = await openPage(elicitation, 'alice', '/api/elicitation');
  const received = server.received.length;
  const reply = await chat(chatRequest('alice'));
  expect(reply.status).toBe(200);
  const text = reply.text();

  const pending = await page.nextPending();
  expect(pending.params).toMatchObject({ message: ASK, _meta: SERVER_META });
  // Who asks: the server's name, never an id the framework gave the connection.
  expect(pending.server.name).toBe('bookings');
  expect((await page.answer(pending.id, { action: 'decline' }, 'bob')).status).toBe(404);
  const answer: ElicitResult = { action: 'accept', content: CONTENT, _meta: ANSWER_META };
  expect((await page.answer(pending.id, answer)).status).toBe(200);
  expect((await page.answer(pending.id, { action: 'decline' })).status).toBe(409);

  // The model was given the tool's result (escaped in its JSON), which carries the person's answer.
  const said = await text;
  expect(said).toMatch(/^Done: /);
  expect(said).toContain(JSON.stringify(bookedText({ action: 'accept', content: CONTENT })).slice(-40, -1));
  page.close();
  return server.received.slice(received);
}

/** What the person answers in `answeredOnce`. */
export const CONTENT = { guests: 4, name: 'Ada' };

/**
 * A form is on screen when the run is aborted (the page went away): the form ends, and the page hears `cancel`
 * with the reason the bridge recorded, which the caller checks.
 */
export async function abortEndsForm({ chat, elicitation }: ChatUnderTest): Promise<string> {
  const page = await openPage(elicitation, 'carol', '/api/elicitation');
  const run = new AbortController();
  const reply = await chat(chatRequest('carol', run.signal));
  const drained = reply.text().catch(() => 'aborted');
  const pending = await page.nextPending();
  run.abort();
  const settled = await page.nextSettled();
  expect(settled).toMatchObject({ id: pending.id, action: 'cancel' });
  await drained;
  page.close();
  return settled.reason;
}
