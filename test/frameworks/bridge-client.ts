// The page's side of the bridge, as a test drives it: the user's event stream and answers posted to the bridge's
// routes, by a web `Request` as the page's `fetch` sends them.
import type { BridgePendingEvent, BridgeSettledEvent } from '../../src/core/bridge-wire/contract.js';
import { nextEvent, type ServerSentEvent, serverSentEvents } from '../ai-sdk/event-reader.js';

export const SITE = 'http://localhost:3000';
/** What the MCP server puts on its request and the host on its answer: each must arrive unchanged. */
export const SERVER_META = { persist: 'session', 'example.com/trace': 'req-7' };
export const ANSWER_META = { persist: 'session' };
/** The headers of `user`'s page: the example's `userIdOf` reads the `uid` cookie. */
export const as = (user: string) => ({ cookie: `uid=${user}`, origin: SITE });

type Route = (request: Request) => Promise<Response>;

/** The page's `POST /api/chat` for `user`, asking for a table. */
export const chatRequest = (user: string, signal?: AbortSignal) =>
  new Request(`${SITE}/api/chat`, {
    method: 'POST',
    headers: { ...as(user), 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'A table tonight, please' }),
    ...(signal ? { signal } : {}),
  });

/** One user's open page: its event stream, and the answers it posts. */
export interface PageSide {
  /** The next `pending` request on the stream. */
  nextPending(): Promise<BridgePendingEvent>;
  /** The next `settled` event on the stream. */
  nextSettled(): Promise<BridgeSettledEvent>;
  /** POSTs `body` as the answer to request `id`, as `user` (default: the page's own user). */
  answer(id: string, body: unknown, user?: string): Promise<Response>;
  close(): void;
}

/** Opens `user`'s event stream on the bridge served at `base` (e.g. `/api/elicitation`) by `route`. */
export async function openPage(
  route: { GET: Route; POST: Route },
  user: string,
  base: string,
): Promise<PageSide> {
  const closed = new AbortController();
  const response = await route.GET(
    new Request(`${SITE}${base}/events`, { headers: as(user), signal: closed.signal }),
  );
  if (response.status !== 200 || !response.body)
    throw new Error(`the event stream answered ${response.status}`);
  const events = serverSentEvents(response.body);
  const next = async <T>(name: string) =>
    JSON.parse((await nextEvent(events, (event: ServerSentEvent) => event.event === name, 60_000)).data) as T;
  return {
    nextPending: () => next<BridgePendingEvent>('pending'),
    nextSettled: () => next<BridgeSettledEvent>('settled'),
    answer: (id, body, who = user) =>
      route.POST(
        new Request(`${SITE}${base}/answers/${encodeURIComponent(id)}`, {
          method: 'POST',
          headers: { ...as(who), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    close: () => closed.abort(),
  };
}
