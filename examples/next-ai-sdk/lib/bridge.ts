// One bridge per server process: the MCP client's questions wait here for the person's browser.
import { createElicitationBridge, type ElicitationBridge } from 'mcp-elicitation-react/bridge';

/** Who is asking the page: replace with your session (a signed cookie, a JWT, your auth library). */
export function userIdOf(request: Request): string | null {
  const cookie = request.headers.get('cookie') ?? '';
  return /(?:^|;\s*)uid=([\w-]{1,64})/.exec(cookie)?.[1] ?? null;
}

// Kept on globalThis so that Next.js's dev reloads do not drop the requests that are waiting.
const holder = globalThis as { elicitationBridge?: ElicitationBridge };
holder.elicitationBridge ??= createElicitationBridge({ authorize: userIdOf, basePath: '/api/elicitation' });
export const bridge = holder.elicitationBridge;
