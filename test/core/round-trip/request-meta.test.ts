import { Client as ClientV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { clientCapabilities, withRequestMeta } from '../../../src/core/index.js';
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
} from '../../../src/core/wire/protocol.js';

describe('clientCapabilities', () => {
  it('should declare form mode only by default', () => {
    expect(clientCapabilities()).toEqual({ elicitation: { form: {} } });
    expect(clientCapabilities({})).toEqual({ elicitation: { form: {} } });
  });

  it('should declare the modes asked for and pass other capabilities through', () => {
    const roots = { listChanged: true };
    const capabilities = clientCapabilities({ elicitation: { url: true }, roots });
    expect(capabilities).toEqual({ roots: { listChanged: true }, elicitation: { form: {}, url: {} } });
    expect(capabilities.roots).toBe(roots);
    expect(clientCapabilities({ elicitation: { form: false, url: true } })).toEqual({
      elicitation: { url: {} },
    });
  });

  it('given elicitationTasks, should declare task-augmented elicitation on top of the tasks declared already', () => {
    expect(clientCapabilities({ elicitationTasks: true })).toEqual({
      elicitation: { form: {} },
      tasks: { list: {}, cancel: {}, requests: { elicitation: { create: {} } } },
    });
    expect(
      clientCapabilities({
        elicitation: { url: true },
        elicitationTasks: true,
        tasks: { requests: { sampling: { createMessage: {} } } },
      }),
    ).toEqual({
      elicitation: { form: {}, url: {} },
      tasks: {
        list: {},
        cancel: {},
        requests: { sampling: { createMessage: {} }, elicitation: { create: {} } },
      },
    });
    expect(clientCapabilities({ elicitationTasks: false })).toEqual({ elicitation: { form: {} } });
  });

  it('should refuse a client with no mode at all', () => {
    expect(() => clientCapabilities({ elicitation: { form: false } })).toThrow(TypeError);
  });

  it("should fit both SDKs' client options without a cast", () => {
    const capabilities = clientCapabilities({ elicitation: { url: true } });
    const v1 = new ClientV1({ name: 'host', version: '1.0.0' }, { capabilities });
    const v2 = new ClientV2({ name: 'host', version: '1.0.0' }, { capabilities });
    expect(v1).toBeInstanceOf(ClientV1);
    expect(v2).toBeInstanceOf(ClientV2);
  });
});

describe('withRequestMeta', () => {
  const capabilities = clientCapabilities();

  it('should add the three 2026-07-28 keys to a new params object', () => {
    const params = Object.freeze({ name: 'create_issue', arguments: { title: 'Bug' } });
    const clientInfo = { name: 'host', version: '1.0.0' };
    const next = withRequestMeta(params, { capabilities, clientInfo });
    expect(next).not.toBe(params);
    expect(next).toEqual({
      name: 'create_issue',
      arguments: { title: 'Bug' },
      _meta: {
        [PROTOCOL_VERSION_META_KEY]: '2026-07-28',
        [CLIENT_CAPABILITIES_META_KEY]: { elicitation: { form: {} } },
        [CLIENT_INFO_META_KEY]: clientInfo,
      },
    });
    expect(params).toEqual({ name: 'create_issue', arguments: { title: 'Bug' } });
  });

  it('should leave clientInfo out when not given', () => {
    const next = withRequestMeta({}, { capabilities });
    expect(Object.keys(next._meta)).toEqual([PROTOCOL_VERSION_META_KEY, CLIENT_CAPABILITIES_META_KEY]);
  });

  it('should keep other _meta keys, replace ours, and not touch the original _meta', () => {
    const meta = Object.freeze({ progressToken: 5, [PROTOCOL_VERSION_META_KEY]: '2025-11-25' });
    const params = { name: 'tool', _meta: meta };
    const next = withRequestMeta(params, { capabilities, protocolVersion: '2026-07-28' });
    expect(next._meta).toEqual({
      progressToken: 5,
      [PROTOCOL_VERSION_META_KEY]: '2026-07-28',
      [CLIENT_CAPABILITIES_META_KEY]: capabilities,
    });
    expect(next._meta).not.toBe(meta);
    expect(params._meta[PROTOCOL_VERSION_META_KEY]).toBe('2025-11-25');
  });

  it('should ignore a _meta that is not an object', () => {
    const next = withRequestMeta({ _meta: 'nonsense' }, { capabilities });
    expect(Object.keys(next._meta)).toEqual([PROTOCOL_VERSION_META_KEY, CLIENT_CAPABILITIES_META_KEY]);
  });
});
