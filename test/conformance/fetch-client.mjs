// MCP client (b) for the 2026-07-28 conformance scenarios: bare JSON-RPC over HTTP with `fetch`, no SDK, as a
// hand-written host would do it. The round trips run through OUR requestWithInput, the per-request `_meta`
// comes from OUR withRequestMeta, and each elicitation goes through OUR queue, answered by an automatic "user".
// Usage: node fetch-client.mjs <scenario> <server-url>   (run-2026.mjs passes the scenario, the tool the URL)
import { loadCore, playScenario, scenarioArguments } from './client-shared.mjs';

/** The revisions this client speaks, newest first: it starts with the first and follows -32022 to another. */
const PROTOCOL_VERSIONS = ['2026-07-28'];
const REQUEST_TIMEOUT_MS = 15_000;
const UNSUPPORTED_PROTOCOL_VERSION = -32022;

const core = await loadCore();
const { createElicitationQueue, requestWithInput, withRequestMeta, clientCapabilities } = core;
const { scenario, serverUrl } = scenarioArguments();

const capabilities = clientCapabilities({ elicitation: { form: true, url: true } });
const clientInfo = { name: 'mcp-elicitation-react-conformance-fetch', version: '0.0.0' };
let protocolVersion = PROTOCOL_VERSIONS[0];

/** A JSON-RPC error answer, with its `code` and `data` where requestWithInput looks for them (-32021). */
class RpcError extends Error {
  constructor(method, error) {
    super(`${method}: JSON-RPC error ${error?.code}: ${error?.message}`);
    this.code = error?.code;
    this.data = error?.data;
  }
}

// 2026-07-28 has no initialize: every request says who we are, in `_meta` and in the version header.
let nextId = 1;
async function rpc(method, params, { corrected = false } = {}) {
  const id = nextId++;
  const body = {
    jsonrpc: '2.0',
    id,
    method,
    params: withRequestMeta(params, { capabilities, clientInfo, protocolVersion }),
  };
  console.log(`-> #${id} ${method} ${describe(body.params)}`);
  const response = await fetch(serverUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': protocolVersion,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const messages = type.includes('text/event-stream') ? parseSse(text) : text ? [JSON.parse(text)] : [];
  const reply = messages.find(
    (message) => (message?.id === id || message?.id === null) && ('result' in message || 'error' in message),
  );
  if (!reply) throw new Error(`${method}: HTTP ${response.status} without a response to #${id}: ${text}`);
  if (reply.error?.code === UNSUPPORTED_PROTOCOL_VERSION && !corrected) {
    // The server names what it speaks; take the newest we speak too and send the request again, once.
    const supported = reply.error.data?.supported ?? [];
    const common = PROTOCOL_VERSIONS.find((version) => supported.includes(version));
    if (common === undefined) throw new RpcError(method, reply.error);
    console.log(`<- -32022: the server speaks ${JSON.stringify(supported)}; retrying with ${common}`);
    protocolVersion = common;
    return rpc(method, params, { corrected: true });
  }
  if (reply.error) throw new RpcError(method, reply.error);
  return reply.result;
}

/** The JSON-RPC messages of an SSE body: each event's `data:` lines joined by newlines. */
function parseSse(text) {
  const messages = [];
  for (const event of text.replaceAll('\r\n', '\n').split('\n\n')) {
    const data = event
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (data.trim()) messages.push(JSON.parse(data));
  }
  return messages;
}

function describe(params) {
  const parts = [];
  if (params.name) parts.push(params.name);
  if (params.inputResponses) parts.push(`inputResponses[${Object.keys(params.inputResponses)}]`);
  if ('requestState' in params) parts.push(`requestState ${JSON.stringify(params.requestState)}`);
  return parts.join(' ');
}

const queue = createElicitationQueue();
const server = { name: new URL(serverUrl).host };
// This connection, for the queue's "Decline all" and cancelAll.
const connection = {};

function callTool(name) {
  return requestWithInput(
    (params) => rpc('tools/call', params),
    { name, arguments: {} },
    (params, _key, { signal }) => queue.present(params, { server, source: connection, signal }),
  );
}

try {
  // Optional in 2026-07-28, but it tells us the server speaks this revision before we rely on it.
  const discovered = await rpc('server/discover', {});
  if (!discovered?.supportedVersions?.includes(protocolVersion)) {
    throw new Error(`server does not support ${protocolVersion}: ${JSON.stringify(discovered)}`);
  }
  // Who is asking: `_meta` carries serverInfo in 2026-07-28 (a SHOULD); the scenario servers put it at the
  // top level instead, as an earlier draft did.
  const serverInfo = discovered._meta?.['io.modelcontextprotocol/serverInfo'] ?? discovered.serverInfo;
  if (typeof serverInfo?.name === 'string') {
    server.name = serverInfo.name;
    if (typeof serverInfo.version === 'string') server.version = serverInfo.version;
  }
  await playScenario(scenario, { core, queue, listTools: () => rpc('tools/list', {}), callTool });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
