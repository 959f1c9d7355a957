import { inject } from 'vitest';
import type { ElicitResult } from '../../src/core/index.js';
import {
  createRemoteElicitationQueue,
  type RemoteElicitationQueue,
  type RemoteElicitationQueueOptions,
} from '../../src/core/index.js';

/** The page's side of `test/support/bridge-harness.ts`: one real bridge per test, on loopback. */
export interface TestBridge {
  /** The bridge's base URL, as a page's `createRemoteElicitationQueue({ url })` takes it. */
  readonly url: string;
  /** Raises a request for `user` as the MCP server's side would; resolves to its key in the harness. */
  present(
    user: string,
    params: unknown,
    server?: { name: string; title?: string },
    source?: string,
  ): Promise<string>;
  /** What the "MCP server" got for the request (waits up to `waitMs`); `undefined` while it waits. */
  result(key: string, waitMs?: number): Promise<ElicitResult | undefined>;
  /** Suspends a 2026-07-28 call on its `input_required` result for `user` (the bridge's `suspend`). */
  suspend(
    user: string,
    params: Record<string, unknown>,
    result: unknown,
    server?: { name: string },
  ): Promise<string>;
  /** The params each resume got (waits up to 10 s for the first), and what the bridge logged. */
  resumed(): Promise<{ resumed: Record<string, unknown>[]; errors: string[] }>;
  /** Every result the "MCP server" got, in order. */
  received(): Promise<{ key: string; result: ElicitResult }[]>;
  /** The MCP request is aborted on the server. */
  abort(key: string): Promise<void>;
  /** Ends every open event stream abruptly, as a network drop would. */
  dropStreams(): Promise<number>;
  /** `POST answers/{id}` as `user`, straight, for the status codes. */
  post(user: string, id: string, body: unknown): Promise<Response>;
  /** A remote queue of `user` on this bridge (quick reconnects unless told otherwise). */
  queue(user: string, options?: Partial<RemoteElicitationQueueOptions>): RemoteElicitationQueue;
  close(): Promise<void>;
}

const harness = () => inject('bridgeHarness');

async function control(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${harness()}/control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return response.json();
}

/** A fresh bridge with its own options (`ttlMs`, `maxPendingPerUser`; `drafts`: SEP-2643 and SEP-3221). */
export async function startTestBridge(
  options: { ttlMs?: number; maxPendingPerUser?: number; drafts?: boolean } = {},
): Promise<TestBridge> {
  const { name, base } = (await control('bridges', options)) as { name: string; base: string };
  const url = `${harness()}${base}`;
  return {
    url,
    async present(user, params, server, source) {
      const { key } = (await control(`${name}/present`, {
        user,
        params,
        ...(server ? { server } : {}),
        ...(source !== undefined ? { source } : {}),
      })) as { key: string };
      return key;
    },
    async result(key, waitMs = 10_000) {
      const { result } = (await control(`${name}/result/${key}?waitMs=${waitMs}`)) as {
        result?: ElicitResult;
      };
      return result;
    },
    received: () => control(`${name}/received`) as Promise<{ key: string; result: ElicitResult }[]>,
    async suspend(user, params, result, server) {
      const { id } = (await control(`${name}/suspend`, {
        user,
        params,
        result,
        ...(server ? { server } : {}),
      })) as { id: string };
      return id;
    },
    resumed: () =>
      control(`${name}/resumed`) as Promise<{ resumed: Record<string, unknown>[]; errors: string[] }>,
    async abort(key) {
      await control(`${name}/abort/${key}`, {});
    },
    async dropStreams() {
      const { dropped } = (await control(`${name}/drop-streams`, {})) as { dropped: number };
      return dropped;
    },
    post: (user, id, body) =>
      fetch(`${url}/answers/${encodeURIComponent(id)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-user': user },
        body: JSON.stringify(body),
      }),
    queue: (user, options = {}) =>
      createRemoteElicitationQueue({
        url,
        headers: { 'x-test-user': user },
        reconnect: { initialMs: 100, maxMs: 400 },
        ...options,
      }),
    async close() {
      await control(`${name}/close`, {});
    },
  };
}

/** A user id no other test uses. */
export const newUser = () => `user-${crypto.randomUUID()}`;

/** A form request as an MCP server sends it. */
export function formParams(
  properties: Record<string, unknown>,
  required: string[] = [],
  message = 'Please answer',
) {
  return { mode: 'form', message, requestedSchema: { type: 'object', properties, required } };
}
