// The demo server's server-side mode, as the page reaches it (demo/server/server-side.ts): the page never speaks
// MCP here, it only asks the server to call tools and renders the questions the bridge pushes.
import type { CallToolResult, Tool } from '@modelcontextprotocol/client';

/** The official SDK client's `auto` or `legacy` negotiation, or `ai-sdk`: `@ai-sdk/mcp` under `streamText`. */
export type Negotiation = 'auto' | 'legacy' | 'ai-sdk';

export interface ServerSideTools {
  readonly server: string;
  readonly protocolVersion: string | undefined;
  readonly tools: readonly Tool[];
}

export interface ServerSideCall {
  readonly id: string;
  readonly tool: string;
  readonly args: Record<string, unknown>;
  readonly server: string;
  readonly protocolVersion: string | undefined;
  readonly startedAt: number;
  readonly state: 'running' | 'done' | 'failed' | 'stopped';
  readonly result?: CallToolResult;
  readonly error?: string;
  readonly finishedAt?: number;
}

const USER_COOKIE = /(?:^|;\s*)demo_user=([\w-]{1,40})(?:;|$)/;

/** The signed-in demo user (the `demo_user` cookie); signs in as `you` when there is none. */
export function signedInUser(): string {
  const found = USER_COOKIE.exec(document.cookie)?.[1];
  if (found) return found;
  signIn('you');
  return 'you';
}

/** Signs in as `user` (a stand-in for a real session; the server trusts this cookie). */
export function signIn(user: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a stand-in session cookie; cookieStore is not in every browser
  document.cookie = `demo_user=${encodeURIComponent(user)}; path=/; SameSite=Strict`;
}

async function reply<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? `HTTP ${response.status}`);
  }
  return (await response.json()) as T;
}

export const listTools = (negotiation: Negotiation) =>
  fetch(`/server-side/tools?negotiation=${negotiation}`).then((response) => reply<ServerSideTools>(response));

export const listCalls = () =>
  fetch('/server-side/calls').then((response) => reply<ServerSideCall[]>(response));

export const startCall = (tool: string, args: Record<string, unknown>, negotiation: Negotiation) =>
  fetch('/server-side/calls', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tool, args, negotiation }),
  }).then((response) => reply<{ id: string }>(response));

export const stopCall = (id: string) => fetch(`/server-side/calls/${id}/stop`, { method: 'POST' });
