// MCP client (a) for the conformance scenario `sep-2322-client-request-state` (2026-07-28 multi round-trip):
// `@modelcontextprotocol/client` v2 with `versionNegotiation: { mode: 'auto' }`, which runs the
// input_required loop itself inside callTool() and answers each `elicitation/create` entry through OUR
// handler (createElicitationHandler + createElicitationQueue). An automatic "user" answers the queue.
// Usage: node sep2322-sdk-client.mjs <server-url>   (run-sep2322.mjs appends the URL)
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client, SdkError, SdkErrorCode, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

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
  createElicitationHandler,
  clientCapabilities,
  initialValues,
  toElicitContent,
  acceptResult,
  declineResult,
} = await import(coreUrl);

const serverUrl = process.argv[2];
if (!serverUrl) {
  console.error('usage: node sep2322-sdk-client.mjs <server-url>');
  process.exit(2);
}
// The test must never talk to anything but the local scenario server.
const { hostname } = new URL(serverUrl);
if (!['localhost', '127.0.0.1', '[::1]'].includes(hostname)) {
  console.error(`refusing non-loopback server URL ${serverUrl}`);
  process.exit(2);
}

const client = new Client(
  { name: 'mcp-elicitation-react-sep2322-sdk', version: '0.0.0' },
  {
    capabilities: clientCapabilities({ elicitation: { form: true, url: true } }),
    // The default is the 2025 handshake; 'auto' probes with server/discover and speaks 2026-07-28.
    versionNegotiation: { mode: 'auto' },
  },
);

const queue = createElicitationQueue();
client.setRequestHandler(
  'elicitation/create',
  createElicitationHandler(queue, {
    server: () => client.getServerVersion() ?? { name: new URL(serverUrl).host },
    modes: { form: true, url: true },
  }),
);

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
  let result;
  try {
    result = await client.callTool({ name, arguments: {} });
  } catch (error) {
    // SDK 2.4.0 refuses a 2026-07-28 result without resultType (it says servers MUST send one) instead of
    // reading it as complete. The scenario only checks that no retry follows, and none does; the call
    // itself fails inside the SDK, not in our code, so it is reported and not counted here.
    if (
      name === TOOLS.noResultType &&
      error instanceof SdkError &&
      error.code === SdkErrorCode.InvalidResult &&
      error.data?.violation === 'missing-resultType'
    ) {
      console.log(`${name} → SDK refused the result (${error.data.violation}); no retry was sent`);
      return;
    }
    throw error;
  }
  const texts = (result.content ?? []).filter((item) => item.type === 'text').map((item) => item.text);
  console.log(`${name} → ${JSON.stringify(texts)}${result.isError ? ' (isError)' : ''}`);
  if (result.isError || !texts.includes(EXPECTED_TEXT[name])) {
    console.error(`${name}: expected the text ${JSON.stringify(EXPECTED_TEXT[name])}`);
    failures++;
  }
}

try {
  await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
  console.log(`connected: era ${client.getProtocolEra()}, protocol ${client.getNegotiatedProtocolVersion()}`);
  if (client.getNegotiatedProtocolVersion() !== '2026-07-28') {
    throw new Error('the client did not negotiate 2026-07-28');
  }
  const { tools } = await client.listTools();
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
} finally {
  await client.close();
}
