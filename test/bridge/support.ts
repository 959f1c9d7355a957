// A bridge whose users are named by an `x-user` header, and requests to it as a same-origin page sends them.
import { createElicitationBridge, type ElicitationBridgeOptions } from '../../src/bridge/index.js';

export const ORIGIN = 'https://app.example';
export const BASE = '/api/elicitation';

export const formParams = {
  message: 'Your GitHub username?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', minLength: 2 } },
    required: ['name'],
  },
};

export function testBridge(options: Partial<ElicitationBridgeOptions> = {}) {
  return createElicitationBridge({
    basePath: BASE,
    authorize: (request) => request.headers.get('x-user'),
    sweepIntervalMs: 50,
    ...options,
  });
}

export function eventsRequest(user: string | undefined, lastEventId?: string, signal?: AbortSignal): Request {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (user) headers['x-user'] = user;
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  return new Request(`${ORIGIN}${BASE}/events`, { headers, ...(signal ? { signal } : {}) });
}

export function answerRequest(
  user: string | undefined,
  id: string,
  body: unknown,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${ORIGIN}${BASE}/answers/${encodeURIComponent(id)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      ...(user ? { 'x-user': user } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const source = () => ({});
export const server = { name: 'github' };
