// One bridge per server process: the graph's MCP questions wait here for the person's browser.
import { createElicitationBridge } from 'mcp-elicitation-react/bridge';

/** Who is asking: replace with your session (a signed cookie, a JWT, your auth library). */
export function userIdOf(request: Request): string | null {
  const cookie = request.headers.get('cookie') ?? '';
  return /(?:^|;\s*)uid=([\w-]{1,64})/.exec(cookie)?.[1] ?? null;
}

export const bridge = createElicitationBridge({ authorize: userIdOf, basePath: '/api/elicitation' });
