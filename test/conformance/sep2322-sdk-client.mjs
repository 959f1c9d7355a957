// MCP client (a) for the conformance scenario `sep-2322-client-request-state` (2026-07-28 multi round-trip):
// `@modelcontextprotocol/client` v2 with `versionNegotiation: { mode: 'auto' }`, which runs the
// input_required loop itself inside callTool() and answers each `elicitation/create` entry through OUR
// handler (createElicitationHandler + createElicitationQueue). An automatic "user" answers the queue.
// Usage: node sep2322-sdk-client.mjs <server-url>   (run-sep2322.mjs appends the URL)
import { Client, SdkError, SdkErrorCode, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { loadCore, playSep2322, SEP2322_TOOLS, serverUrlArgument } from './client-shared.mjs';

const core = await loadCore();
const { createElicitationQueue, createElicitationHandler, clientCapabilities } = core;
const serverUrl = serverUrlArgument();

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

async function callTool(name) {
  try {
    return await client.callTool({ name, arguments: {} });
  } catch (error) {
    // SDK 2.4.0 refuses a 2026-07-28 result without resultType (it says servers MUST send one) instead of
    // reading it as complete. The scenario only checks that no retry follows, and none does; the call
    // itself fails inside the SDK, not in our code, so it is reported and not counted here.
    if (
      name === SEP2322_TOOLS.noResultType &&
      error instanceof SdkError &&
      error.code === SdkErrorCode.InvalidResult &&
      error.data?.violation === 'missing-resultType'
    ) {
      console.log(`${name} → SDK refused the result (${error.data.violation}); no retry was sent`);
      return undefined;
    }
    throw error;
  }
}

try {
  await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
  console.log(`connected: era ${client.getProtocolEra()}, protocol ${client.getNegotiatedProtocolVersion()}`);
  if (client.getNegotiatedProtocolVersion() !== '2026-07-28') {
    throw new Error('the client did not negotiate 2026-07-28');
  }
  await playSep2322({ core, queue, listTools: () => client.listTools(), callTool });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await client.close();
}
