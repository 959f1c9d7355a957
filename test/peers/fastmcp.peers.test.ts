// FastMCP 4 as a real server: each `ctx.elicit(message, response_type=…)` form its documentation shows,
// answered through the library by a headless user, with what FastMCP received and handed the tool asserted.
// `ctx.elicit` is a pushed request, so FastMCP serves it on 2025-11-25 only; both SDK clients speak that.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DraftValue } from '../../src/core/answer/values.js';
import { createElicitationQueue, type ElicitationQueue } from '../../src/core/index.js';
import { askedBy, elicitResultsIn, fillAndSend, formOf } from './headless-user.js';
import { type PeerServer, startPeer } from './peer-server.js';
import { python, skipWithoutPython } from './python-peers.js';
import { type ClientKind, connectClient, type PeerClient } from './sdk-clients.js';

interface Case {
  tool: string;
  /** name, kind, required of each field the form shows. */
  fields: [string, string, boolean][];
  /** Option labels of the first field, when it is a choice. */
  labels?: string[];
  /** The format of each field, when the case is about formats. */
  formats?: (string | undefined)[];
  typed: Record<string, DraftValue>;
  sent: Record<string, unknown>;
  /** What FastMCP handed the tool after its own validation. */
  data: unknown;
}

const cases: Case[] = [
  {
    tool: 'ask_text',
    fields: [['value', 'text', true]],
    typed: { value: 'Paris' },
    sent: { value: 'Paris' },
    data: 'Paris',
  },
  {
    tool: 'ask_integer',
    fields: [['value', 'integer', true]],
    typed: { value: '42' },
    sent: { value: 42 },
    data: 42,
  },
  {
    tool: 'ask_number',
    fields: [['value', 'number', true]],
    typed: { value: '2.5' },
    sent: { value: 2.5 },
    data: 2.5,
  },
  {
    tool: 'ask_boolean',
    fields: [['value', 'boolean', true]],
    typed: { value: true },
    sent: { value: true },
    data: true,
  },
  {
    tool: 'pick_one',
    fields: [['value', 'single-select', true]],
    labels: ['small', 'medium', 'large'],
    typed: { value: 'medium' },
    sent: { value: 'medium' },
    data: 'medium',
  },
  {
    tool: 'pick_titled',
    fields: [['value', 'single-select', true]],
    labels: ['Low priority', 'High priority'],
    typed: { value: 'hi' },
    sent: { value: 'hi' },
    data: 'hi',
  },
  {
    // `items: { enum }` without `type`: FastMCP's multi-select spelling.
    tool: 'pick_many',
    fields: [['value', 'multi-select', true]],
    labels: ['wifi', 'parking', 'pool'],
    typed: { value: ['wifi', 'pool'] },
    sent: { value: ['wifi', 'pool'] },
    data: ['wifi', 'pool'],
  },
  {
    tool: 'pick_many_titled',
    fields: [['value', 'multi-select', true]],
    labels: ['Sea view', 'City view'],
    typed: { value: ['sea'] },
    sent: { value: ['sea'] },
    data: ['sea'],
  },
  {
    tool: 'pick_literal',
    fields: [['value', 'single-select', true]],
    typed: { value: 'm' },
    sent: { value: 'm' },
    data: 'm',
  },
  {
    tool: 'pick_enum',
    fields: [['value', 'single-select', true]],
    typed: { value: 'high' },
    sent: { value: 'high' },
    data: 'high',
  },
  {
    tool: 'ask_dataclass',
    fields: [
      ['name', 'text', true],
      ['age', 'integer', false],
    ],
    typed: { name: 'Ada' },
    sent: { name: 'Ada', age: 0 },
    data: { name: 'Ada', age: 0 },
  },
  {
    tool: 'ask_model',
    fields: [
      ['city', 'text', true],
      ['nights', 'integer', false],
      ['breakfast', 'boolean', false],
    ],
    typed: { city: 'Oslo', nights: '3' },
    sent: { city: 'Oslo', nights: 3, breakfast: false },
    data: { city: 'Oslo', nights: 3, breakfast: false },
  },
  {
    // pydantic writes these formats bare; the person types a time of day and is in UTC+08:00 (see below).
    tool: 'ask_device',
    fields: [
      ['device_id', 'text', true],
      ['address', 'text', true],
      ['backup_at', 'text', true],
    ],
    formats: ['uuid', 'ipvanyaddress', 'time'],
    typed: { device_id: '123e4567-e89b-12d3-a456-426614174000', address: '2001:db8::1', backup_at: '02:30' },
    sent: {
      device_id: '123e4567-e89b-12d3-a456-426614174000',
      address: '2001:db8::1',
      backup_at: '02:30:00+08:00',
    },
    data: {
      device_id: '123e4567-e89b-12d3-a456-426614174000',
      address: '2001:db8::1',
      backup_at: '02:30:00+08:00',
    },
  },
];

/** The person's zone, for the time of day: what the form would take from the browser. */
const utcPlus8 = { timeZoneOffset: () => 480 };

const kinds: ClientKind[] = ['sdk-v1', 'sdk-v2-legacy'];

describe('FastMCP 4.0.10 as the server', () => {
  let peer: PeerServer;
  beforeEach(skipWithoutPython);
  beforeAll(async () => {
    if (python) peer = await startPeer(python, 'fastmcp_server.py');
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

    it.each(cases)('given $tool, should render it and deliver what FastMCP accepts', async (c) => {
      const before = (await peer.received()).length;
      const call = client.callTool(c.tool);
      const entry = await askedBy(call, queue);
      const form = formOf(entry);
      expect(form.fields.map((field) => [field.name, field.kind, field.required])).toEqual(c.fields);
      if (c.labels) expect(form.fields[0]?.options?.map((option) => option.label)).toEqual(c.labels);
      if (c.formats) expect(form.fields.map((field) => field.format)).toEqual(c.formats);
      // Every format FastMCP sent is one the form checks: nothing was left as an unchecked box.
      expect(form.notices.filter((notice) => notice.code === 'unknown-format')).toEqual([]);
      const sent = fillAndSend(entry, c.typed, utcPlus8);
      expect(sent).toEqual(c.sent);
      await expect(call).resolves.toEqual({ action: 'accept', data: c.data });
      expect(elicitResultsIn((await peer.received()).slice(before))).toEqual([
        { action: 'accept', content: sent },
      ]);
    });

    it('given a choice, when the user cancels, should tell FastMCP so', async () => {
      const call = client.callTool('pick_one');
      (await askedBy(call, queue)).respond({ action: 'cancel' });
      await expect(call).resolves.toEqual({ action: 'cancel' });
    });
  });
});
