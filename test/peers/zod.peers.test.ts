// A TypeScript server asking with zod 4's `z.toJSONSchema` (zod-server.ts), answered through the library by a
// headless user in UTC+08:00: what the form shows, what it sends, and that the server's own checks — SDK v1's Ajv
// with ajv-formats, then zod's parse — accept it, asserted on what the server received.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DraftValue } from '../../src/core/answer/values.js';
import { createElicitationQueue, type ElicitationQueue } from '../../src/core/index.js';
import { askedBy, elicitResultsIn, fillAndSend, formOf, typeInto } from './headless-user.js';
import type { PeerServer } from './peer-server.js';
import { type ClientKind, connectClient, type PeerClient } from './sdk-clients.js';
import { startZodPeer, type ZodTool } from './zod-server.js';

/** The person's zone: east of UTC, so a UTC-only pattern really changes the spelling. */
const utcPlus8 = { timeZoneOffset: () => 480 };

interface Case {
  tool: ZodTool;
  /** name, kind, format of each field the form shows. */
  fields: [string, string, string | undefined][];
  typed: Record<string, DraftValue>;
  sent: Record<string, unknown>;
}

const cases: Case[] = [
  {
    tool: 'ask_times',
    fields: [
      ['starts', 'date-time', 'date-time'],
      ['ends', 'date-time', 'date-time'],
      ['logged', 'date-time', 'date-time'],
      ['day', 'date', 'date'],
      // z.iso.time() emits a pattern and no format: a text field the pattern guards.
      ['at', 'text', undefined],
    ],
    typed: {
      starts: '2026-03-01T14:30',
      ends: '2026-03-01T14:30',
      logged: '2026-03-01T14:30',
      day: '2026-03-01',
      at: '14:30',
    },
    // The same instant each time, spelled as each pattern accepts: UTC only, any offset, UTC with milliseconds.
    sent: {
      starts: '2026-03-01T06:30:00Z',
      ends: '2026-03-01T14:30:00+08:00',
      logged: '2026-03-01T06:30:00.000Z',
      day: '2026-03-01',
      at: '14:30',
    },
  },
  {
    tool: 'ask_counts',
    fields: [
      ['seats', 'integer', undefined],
      ['floors', 'integer', undefined],
    ],
    typed: { seats: '12', floors: '3' },
    sent: { seats: 12, floors: 3 },
  },
  {
    tool: 'ask_contact',
    fields: [
      ['email', 'email', 'email'],
      ['device', 'text', 'uuid'],
      ['address', 'text', 'ipv4'],
    ],
    typed: { email: 'ada@example.com', device: '123e4567-e89b-12d3-a456-426614174000', address: '192.0.2.1' },
    sent: { email: 'ada@example.com', device: '123e4567-e89b-12d3-a456-426614174000', address: '192.0.2.1' },
  },
];

const kinds: ClientKind[] = ['sdk-v1', 'sdk-v2-legacy'];

describe('a zod 4 server on SDK v1 (z.toJSONSchema)', () => {
  let peer: PeerServer;
  beforeAll(async () => {
    peer = await startZodPeer();
  });
  afterAll(() => peer?.stop());

  describe.each(kinds)('client %s', (kind) => {
    let queue: ElicitationQueue;
    let client: PeerClient;
    beforeEach(async () => {
      queue = createElicitationQueue();
      client = await connectClient(kind, peer.url, queue);
    });
    afterEach(() => client?.close());

    it.each(cases)('given $tool, should deliver what Ajv and zod on the server accept', async (c) => {
      const before = (await peer.received()).length;
      const call = client.callTool(c.tool);
      const entry = await askedBy(call, queue);
      const form = formOf(entry);
      expect(form.fields.map((field) => [field.name, field.kind, field.format])).toEqual(c.fields);
      const sent = fillAndSend(entry, c.typed, utcPlus8);
      expect(sent).toEqual(c.sent);
      // The server's output is zod's parse of what it received: had Ajv refused it, the call would have failed.
      await expect(call).resolves.toEqual({ action: 'accept', data: c.sent });
      expect(elicitResultsIn((await peer.received()).slice(before))).toEqual([
        { action: 'accept', content: sent },
      ]);
    });
  });

  it('given z.iso.datetime(), should send the instant picked, in UTC', async () => {
    const queue = createElicitationQueue();
    const connected = await connectClient('sdk-v1', peer.url, queue);
    try {
      const call = connected.callTool('ask_times');
      const entry = await askedBy(call, queue);
      const { content } = typeInto(formOf(entry), { starts: '2026-03-01T00:15' }, utcPlus8);
      // 00:15 at +08:00 is the day before in UTC.
      expect(content.starts).toBe('2026-02-28T16:15:00Z');
      expect(Date.parse(String(content.starts))).toBe(Date.parse('2026-03-01T00:15:00+08:00'));
      entry.respond({ action: 'cancel' });
      await expect(call).resolves.toEqual({ action: 'cancel' });
    } finally {
      await connected.close();
    }
  });

  it('given a value outside a format zod pairs with its pattern, should name the format', async () => {
    const queue = createElicitationQueue();
    const connected = await connectClient('sdk-v1', peer.url, queue);
    try {
      const call = connected.callTool('ask_contact');
      const entry = await askedBy(call, queue);
      const { errors } = typeInto(formOf(entry), { email: 'ada@', device: 'nope', address: '300.1.1.1' });
      const messages = Object.fromEntries(errors.map((error) => [error.field, error.message]));
      expect(messages).toEqual({
        email: 'Enter an email address, like name@example.com.',
        device: 'Enter a UUID, like 123e4567-e89b-12d3-a456-426614174000.',
        address: 'Enter an IPv4 address, like 192.0.2.1.',
      });
      entry.respond({ action: 'decline' });
      await expect(call).resolves.toEqual({ action: 'decline' });
    } finally {
      await connected.close();
    }
  });
});
