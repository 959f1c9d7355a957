// MCP client for the conformance scenario `elicitation-sep1034-client-defaults`
// (@modelcontextprotocol/conformance). Usage: node sep1034-client.mjs <server-url>
// The runner appends the URL. Our elicitation handler plays "the user accepted the pre-filled form",
// so the scenario checks what our core pre-fills from the schema defaults and in which JSON types.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { loadCore, serverUrlArgument } from './client-shared.mjs';

const TOOL = 'test_client_elicitation_defaults';

const { parseElicitRequest, initialValues, toElicitContent, acceptResult, elicitationCapability } =
  await loadCore();
const serverUrl = serverUrlArgument();

const client = new Client(
  { name: 'mcp-elicitation-react-sep1034', version: '0.0.0' },
  // Deliberately no `applyDefaults`: the SDK would fill the defaults itself and hide what our core does.
  { capabilities: { elicitation: elicitationCapability({ form: true }) } },
);

client.setRequestHandler(ElicitRequestSchema, async (request) => {
  let req;
  try {
    req = parseElicitRequest(request.params);
  } catch (error) {
    // The spec's answer to a request outside the supported subset is -32602 with the reasons.
    if (error?.name === 'ElicitationError') {
      throw new McpError(ErrorCode.InvalidParams, error.message, { issues: error.issues });
    }
    throw error;
  }
  if (req.mode !== 'form') return { action: 'decline' };
  return acceptResult(toElicitContent(req.form, initialValues(req.form)));
});

try {
  await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
  const { tools } = await client.listTools();
  if (!tools.some((tool) => tool.name === TOOL)) throw new Error(`server does not offer tool ${TOOL}`);
  const result = await client.callTool({ name: TOOL, arguments: {} });
  for (const item of result.content ?? []) if (item.type === 'text') console.log(item.text);
  if (result.isError) throw new Error(`tool ${TOOL} returned isError`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await client.close();
}
