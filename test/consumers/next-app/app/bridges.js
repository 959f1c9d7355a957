// The bridge's server half as a Next.js app serves it: one bridge per process, kept on globalThis (a route file may
// export only its handlers). `direct` trusts no forwarded header; `proxied` is told it sits behind a proxy that sets
// X-Forwarded-Host and X-Forwarded-Proto.
import { createElicitationBridge } from 'mcp-elicitation-react/bridge';

/** The signed-in user: a `uid` cookie stands in for a session. */
const authorize = (request) => /(?:^|;\s*)uid=([\w-]{1,64})/.exec(request.headers.get('cookie') ?? '')?.[1];

const holder = globalThis;
holder.consumerBridges ??= {
  direct: createElicitationBridge({ basePath: '/api/elicitation', authorize }),
  proxied: createElicitationBridge({
    basePath: '/api/proxied',
    authorize,
    trustedProxy: { headers: 'x-forwarded' },
  }),
};
export const bridges = holder.consumerBridges;
export { authorize };
