// Forwards `/everything/mcp` to server-everything on its own loopback port, so the browser client reaches it
// same-origin: no CORS, and the demo page's CSP needs no second origin. Streams both ways (SSE included).
import http from 'node:http';

/** Request headers the browser sends that must not reach the upstream as they are. */
const DROP_REQUEST = new Set(['host', 'connection', 'keep-alive', 'origin', 'referer', 'cookie', 'upgrade']);
/** Response headers that describe the upstream connection, not the payload. */
const DROP_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'access-control-allow-origin',
]);

/**
 * @param {URL} target the upstream endpoint, e.g. `http://127.0.0.1:4174/mcp`
 * @returns {(req: http.IncomingMessage, res: http.ServerResponse) => void}
 */
export function createProxy(target) {
  return (req, res) => {
    /** @type {http.OutgoingHttpHeaders} */
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!DROP_REQUEST.has(name) && value !== undefined) headers[name] = value;
    }
    headers.host = target.host;
    const upstream = http.request(target, { method: req.method, headers }, (answer) => {
      /** @type {http.OutgoingHttpHeaders} */
      const out = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!DROP_RESPONSE.has(name) && value !== undefined) out[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, out);
      res.flushHeaders();
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: null,
          error: { code: -32000, message: `server-everything is not reachable: ${error.message}` },
        }),
      );
    });
    // The browser went away (disconnect, aborted SSE stream): stop the upstream exchange too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}
