// Cloudflare agents (examples/cloudflare-agents) under the real Workers runtime: the example bundled as wrangler
// bundles it and run by workerd (through miniflare, both from npm; no network), one Durable Object per user. The
// agent's `configureElicitationHandlers` hands each request of its MCP client to its bridge; the page's stream and
// answers are served by the same agent. A real MCP server on loopback (Node, outside workerd) asks, pushed on
// 2025-11-25 and through `input_required` on 2026-07-28.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgePendingEvent, BridgeSettledEvent } from '../../src/core/bridge-wire/contract.js';
import {
  ASK,
  type BookingServer,
  bookedText,
  type Revision,
  startBookingServer,
} from '../ai-sdk/booking-server.js';
import { nextEvent, serverSentEvents } from '../ai-sdk/event-reader.js';
import { ANSWER_META, SERVER_META } from './bridge-client.js';
import { bundleWorker } from './workerd-bundle.js';

/**
 * Where the page is: Miniflare's own socket. `dispatchFetch` keeps the URL it is given but sends the worker
 * `Host: 127.0.0.1:PORT` (its socket), and the bridge judges an answer's `Origin` by the `Host` header (the wire
 * contract), so the page is put where a browser's requests would say it is.
 */
let origin = '';
const agentUrl = (user: string, path: string) => `${origin}/agents/concierge/${user}${path}`;
const as = (user: string) => ({ cookie: `uid=${user}`, origin });

let dir: string;
let script: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cf-agents-'));
  script = join(dir, 'worker.js');
  await bundleWorker('examples/cloudflare-agents/src/server.ts', script);
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.each<Revision>(['2025-11-25', '2026-07-28'])(
  'Cloudflare agents in workerd, against a %s server',
  (revision) => {
    let server: BookingServer;
    let mf: Miniflare;

    beforeAll(async () => {
      server = await startBookingServer(revision, { meta: SERVER_META });
      mf = new Miniflare({
        modules: true,
        scriptPath: script,
        modulesRoot: dir,
        compatibilityDate: '2026-07-30',
        compatibilityFlags: ['nodejs_compat'],
        durableObjects: { Concierge: { className: 'Concierge', useSQLite: true } },
        bindings: { MCP_SERVER_URL: server.url },
      });
      origin = (await mf.ready).origin;
    });
    afterAll(async () => {
      await mf?.dispose();
      await server?.close();
    });

    const answer = (user: string, agent: string, id: string, body: unknown) =>
      mf.dispatchFetch(agentUrl(agent, `/elicitation/answers/${encodeURIComponent(id)}`), {
        method: 'POST',
        headers: { ...as(user), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it("given the agent's MCP tool asks, when its user answers on the agent's bridge, should complete the call with the answer, once, _meta reaching the page", async () => {
      const closeEvents = new AbortController();
      const events = await mf.dispatchFetch(agentUrl('alice', '/elicitation/events'), {
        headers: as('alice'),
        signal: closeEvents.signal,
      });
      expect(events.status).toBe(200);
      if (!events.body) throw new Error('the event stream has no body');
      const stream = serverSentEvents(events.body as ReadableStream<Uint8Array>);
      const received = server.received.length;

      const booked = mf.dispatchFetch(agentUrl('alice', '/book'), { method: 'POST', headers: as('alice') });
      const pending = JSON.parse(
        (await nextEvent(stream, (event) => event.event === 'pending', 60_000)).data,
      ) as BridgePendingEvent;
      expect(pending.params).toMatchObject({ message: ASK, _meta: SERVER_META });
      // Who asks is the server as it names itself (its serverInfo), never the random id `addMcpServer` gave it.
      expect(pending.server).toEqual({
        name: 'bookings',
        version: revision === '2025-11-25' ? '1.0.0' : '2.0.0',
      });

      // Another user: not authorised on alice's agent, and alice's request is unknown on their own.
      expect((await answer('bob', 'alice', pending.id, { action: 'decline' })).status).toBe(401);
      expect((await answer('bob', 'bob', pending.id, { action: 'decline' })).status).toBe(404);
      const content = { guests: 4, name: 'Ada' };
      expect(
        (await answer('alice', 'alice', pending.id, { action: 'accept', content, _meta: ANSWER_META }))
          .status,
      ).toBe(200);
      expect((await answer('alice', 'alice', pending.id, { action: 'decline' })).status).toBe(409);
      const settled = JSON.parse(
        (await nextEvent(stream, (event) => event.event === 'settled', 60_000)).data,
      ) as BridgeSettledEvent;
      expect(settled).toEqual({ id: pending.id, action: 'accept', reason: 'answered' });

      const result = (await (await booked).json()) as { content: { text: string }[] };
      expect(result.content[0]?.text).toContain(JSON.stringify(content));
      // agents registers its handler with the SDK client's `setRequestHandler`: the 2026-07-28 embedded-response
      // schema of @modelcontextprotocol/client has no `_meta` and strips it; pushed answers keep it.
      const lost = revision === '2026-07-28';
      expect(server.received.slice(received)).toEqual([
        { action: 'accept', content, ...(lost ? {} : { _meta: ANSWER_META }) },
      ]);
      expect(result.content[0]?.text).toBe(
        bookedText(lost ? { action: 'accept', content } : server.received.at(-1)),
      );
      closeEvents.abort();
    });

    it('given a form on screen, when the page stops the tool call, should end the form: the page hears cancel', async () => {
      const closeEvents = new AbortController();
      const events = await mf.dispatchFetch(agentUrl('carol', '/elicitation/events'), {
        headers: as('carol'),
        signal: closeEvents.signal,
      });
      if (!events.body) throw new Error('the event stream has no body');
      const stream = serverSentEvents(events.body as ReadableStream<Uint8Array>);
      const received = server.received.length;
      const booked = mf.dispatchFetch(agentUrl('carol', '/book'), { method: 'POST', headers: as('carol') });
      const pending = JSON.parse(
        (await nextEvent(stream, (event) => event.event === 'pending', 60_000)).data,
      ) as BridgePendingEvent;
      // A Durable Object is not told when the page goes away (its request's signal never fires in workerd):
      // the page says stop, and the agent aborts the call.
      expect(
        (await mf.dispatchFetch(agentUrl('carol', '/stop'), { method: 'POST', headers: as('carol') })).status,
      ).toBe(204);
      const settled = JSON.parse(
        (await nextEvent(stream, (event) => event.event === 'settled', 60_000)).data,
      ) as BridgeSettledEvent;
      expect(settled).toEqual({ id: pending.id, action: 'cancel', reason: 'cancelled-by-server' });
      expect(await (await booked).json()).toEqual({ stopped: true });
      // Too late: the question is gone, and the server got no answer.
      expect(
        (await answer('carol', 'carol', pending.id, { action: 'accept', content: { guests: 2, name: 'Cy' } }))
          .status,
      ).toBe(409);
      expect(server.received.slice(received)).toEqual([]);
      closeEvents.abort();
    });
  },
);
