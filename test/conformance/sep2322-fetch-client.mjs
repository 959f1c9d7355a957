// MCP client (b) for the conformance scenario `sep-2322-client-request-state` (2026-07-28 multi round-trip):
// bare JSON-RPC over HTTP with `fetch`, no SDK. The round trips run through OUR requestWithInput, the
// per-request `_meta` comes from OUR withRequestMeta, and each elicitation goes through OUR queue,
// answered by an automatic "user".
// Usage: node sep2322-fetch-client.mjs <server-url>   (run-sep2322.mjs appends the URL)
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PROTOCOL_VERSION = '2026-07-28';
const REQUEST_TIMEOUT_MS = 15_000;
const TOOLS = {
  echoState: 'test_mrtr_echo_state',
  noState: 'test_mrtr_no_state',
  unrelated: 'test_mrtr_unrelated',
  noResultType: 'test_mrtr_no_result_type',
};
// What the scenario server answers once each flow is complete.
const EXPECTED_TEXT = {
  [TOOLS.echoState]: 'echo-state-ok',
  [TOOLS.noState]: 'no-state-ok',
  [TOOLS.unrelated]: 'unrelated-ok',
  [TOOLS.noResultType]: 'no-result-type-test-ok',
};

// MCP_ELICIT_CORE swaps in another core build (a path, relative to the cwd) for testing this client.
const coreUrl = process.env.MCP_ELICIT_CORE
  ? pathToFileURL(path.resolve(process.env.MCP_ELICIT_CORE)).href
  : new URL('../../dist/core.js', import.meta.url).href;
const {
  createElicitationQueue,
  requestWithInput,
  withRequestMeta,
  clientCapabilities,
  initialValues,
  toElicitContent,
  acceptResult,
  declineResult,
} = await import(coreUrl);

const serverUrl = process.argv[2];
if (!serverUrl) {
  console.error('usage: node sep2322-fetch-client.mjs <server-url>');
  process.exit(2);
}
// The test must never talk to anything but the local scenario server.
const { hostname } = new URL(serverUrl);
if (!['localhost', '127.0.0.1', '[::1]'].includes(hostname)) {
  console.error(`refusing non-loopback server URL ${serverUrl}`);
  process.exit(2);
}

const capabilities = clientCapabilities({ elicitation: { form: true, url: true } });
const clientInfo = { name: 'mcp-elicitation-react-sep2322-fetch', version: '0.0.0' };

class RpcError extends Error {
  constructor(method, error) {
    super(`${method}: JSON-RPC error ${error?.code}: ${error?.message}`);
    this.rpc = error;
  }
}

// 2026-07-28 has no initialize: every request says who we are, in `_meta` and in the version header.
let nextId = 1;
async function rpc(method, params) {
  const id = nextId++;
  const body = { jsonrpc: '2.0', id, method, params: withRequestMeta(params, { capabilities, clientInfo }) };
  console.log(`-> #${id} ${method} ${describe(body.params)}`);
  const response = await fetch(serverUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': PROTOCOL_VERSION,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const messages = type.includes('text/event-stream') ? parseSse(text) : text ? [JSON.parse(text)] : [];
  const reply = messages.find((message) => message?.id === id && ('result' in message || 'error' in message));
  if (!reply) throw new Error(`${method}: HTTP ${response.status} without a response to #${id}: ${text}`);
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

// The automatic user. The first dialog stays open while another tool is called: that call goes out
// "between MRTR rounds" and must carry neither inputResponses nor requestState (parallel isolation).
let beforeFirstAnswer = async () => {
  beforeFirstAnswer = async () => {};
  await callTool(TOOLS.unrelated);
};
const seen = new Set();
queue.subscribe(() => {
  const pending = queue.snapshot().current;
  if (!pending || seen.has(pending.id)) return;
  seen.add(pending.id);
  answer(pending).catch((error) => {
    console.error(error);
    process.exitCode = 1;
    pending.respond(declineResult());
  });
});
async function answer(pending) {
  await beforeFirstAnswer();
  const { request } = pending;
  if (request.mode !== 'form') {
    console.log(`user: declined a ${request.mode}-mode request`);
    pending.respond(declineResult());
    return;
  }
  // Accept the pre-filled form, ticking every unanswered checkbox ("Confirm?" → yes).
  const values = initialValues(request.form);
  for (const field of request.form.fields) {
    if (field.kind === 'boolean' && values[field.name] === undefined) values[field.name] = true;
  }
  const result = acceptResult(toElicitContent(request.form, values));
  console.log(`user: "${request.message}" from ${pending.server.name} → ${JSON.stringify(result)}`);
  pending.respond(result);
}

let failures = 0;
async function callTool(name) {
  const result = await requestWithInput(
    (params) => rpc('tools/call', params),
    { name, arguments: {} },
    (params, _key, { signal }) => queue.present(params, { server, signal }),
  );
  const texts = (result.content ?? []).filter((item) => item.type === 'text').map((item) => item.text);
  console.log(`${name} → ${JSON.stringify(texts)}${result.isError ? ' (isError)' : ''}`);
  if (result.isError || !texts.includes(EXPECTED_TEXT[name])) {
    console.error(`${name}: expected the text ${JSON.stringify(EXPECTED_TEXT[name])}`);
    failures++;
  }
}

try {
  // Optional in 2026-07-28, but it tells us the server speaks this revision before we rely on it.
  const discovered = await rpc('server/discover', {});
  if (!discovered?.supportedVersions?.includes(PROTOCOL_VERSION)) {
    throw new Error(`server does not support ${PROTOCOL_VERSION}: ${JSON.stringify(discovered)}`);
  }
  // Who is asking: `_meta` carries serverInfo in 2026-07-28 (a SHOULD); this scenario's server puts it
  // at the top level instead, as an earlier draft did.
  const serverInfo = discovered._meta?.['io.modelcontextprotocol/serverInfo'] ?? discovered.serverInfo;
  if (typeof serverInfo?.name === 'string') {
    server.name = serverInfo.name;
    if (typeof serverInfo.version === 'string') server.version = serverInfo.version;
  }
  const { tools } = await rpc('tools/list', {});
  const missing = Object.values(TOOLS).filter((name) => !tools.some((tool) => tool.name === name));
  if (missing.length) throw new Error(`server does not offer ${missing.join(', ')}`);

  await callTool(TOOLS.echoState);
  await callTool(TOOLS.noState);
  await callTool(TOOLS.noResultType);
  if (seen.size !== 2) throw new Error(`expected 2 elicitations, the user saw ${seen.size}`);
  if (failures) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
