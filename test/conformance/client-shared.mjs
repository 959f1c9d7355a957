// What the conformance clients (sep*-client.mjs) share: loading the core build under test, the server URL
// argument, and for `sep-2322-client-request-state` the tools, the automatic "user" and the result checks,
// so the SDK client and the fetch client differ only in how they talk to the server.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Our built core, or the build MCP_ELICIT_CORE names (a path, relative to the cwd) for testing a client. */
export function loadCore() {
  const coreUrl = process.env.MCP_ELICIT_CORE
    ? pathToFileURL(path.resolve(process.env.MCP_ELICIT_CORE)).href
    : new URL('../../dist/core.js', import.meta.url).href;
  return import(coreUrl);
}

/** The scenario server's URL, the client's last argument (the runner's tool appends it). */
export function serverUrlArgument() {
  const serverUrl = process.argv.at(-1);
  if (process.argv.length < 3 || !serverUrl) {
    console.error(`usage: node ${path.basename(process.argv[1])} [scenario] <server-url>`);
    process.exit(2);
  }
  // The test must never talk to anything but the local scenario server.
  const { hostname } = new URL(serverUrl);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(hostname)) {
    console.error(`refusing non-loopback server URL ${serverUrl}`);
    process.exit(2);
  }
  return serverUrl;
}

/** `<scenario> <server-url>`: the 2026-07-28 clients serve more than one scenario. */
export function scenarioArguments() {
  const serverUrl = serverUrlArgument();
  const scenario = process.argv[2];
  if (!Object.hasOwn(SCENARIOS, scenario)) {
    console.error(`unknown scenario ${JSON.stringify(scenario)}; expected one of ${Object.keys(SCENARIOS)}`);
    process.exit(2);
  }
  return { scenario, serverUrl };
}

/** Plays `scenario` with a client's `listTools` and `callTool`; see each play function. */
export function playScenario(scenario, client) {
  return SCENARIOS[scenario](client);
}

// --- request-metadata ----------------------------------------------------------------------------------

/**
 * `request-metadata` (SEP-2575) checks what every request carries: the version header, `_meta` with the
 * protocol version, client capabilities and client info. Its server refuses the first request with -32022
 * and answers any other with an empty result, so the client only needs to make a few ordinary requests.
 */
async function playRequestMetadata({ listTools, callTool }) {
  const { tools } = await listTools();
  console.log(`tools/list → ${tools.length} tools`);
  const result = await callTool('request_metadata_probe');
  console.log(`tools/call → ${JSON.stringify(result)}`);
}

// --- sep-2322-client-request-state ---------------------------------------------------------------------

export const SEP2322_TOOLS = {
  echoState: 'test_mrtr_echo_state',
  noState: 'test_mrtr_no_state',
  unrelated: 'test_mrtr_unrelated',
  noResultType: 'test_mrtr_no_result_type',
};
// What the scenario server answers once each flow is complete.
const EXPECTED_TEXT = {
  [SEP2322_TOOLS.echoState]: 'echo-state-ok',
  [SEP2322_TOOLS.noState]: 'no-state-ok',
  [SEP2322_TOOLS.unrelated]: 'unrelated-ok',
  [SEP2322_TOOLS.noResultType]: 'no-result-type-test-ok',
};

/**
 * Plays the scenario's tool calls through `callTool(name)`, which resolves with the tool result, or with
 * undefined for a call whose failure it has already reported. `queue` is the client's elicitation queue,
 * answered here by an automatic "user". Throws on what stops the run; sets process.exitCode on a wrong
 * result.
 */
async function playSep2322({ core, queue, listTools, callTool }) {
  const { initialValues, toElicitContent, acceptResult, declineResult } = core;
  let failures = 0;
  async function checkedCall(name) {
    const result = await callTool(name);
    if (result === undefined) return;
    const texts = (result.content ?? []).filter((item) => item.type === 'text').map((item) => item.text);
    console.log(`${name} → ${JSON.stringify(texts)}${result.isError ? ' (isError)' : ''}`);
    if (result.isError || !texts.includes(EXPECTED_TEXT[name])) {
      console.error(`${name}: expected the text ${JSON.stringify(EXPECTED_TEXT[name])}`);
      failures++;
    }
  }

  // The automatic user. The first dialog stays open while another tool is called: that call goes out
  // "between MRTR rounds" and must carry neither inputResponses nor requestState (parallel isolation).
  let beforeFirstAnswer = async () => {
    beforeFirstAnswer = async () => {};
    await checkedCall(SEP2322_TOOLS.unrelated);
  };
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

  const { tools } = await listTools();
  const missing = Object.values(SEP2322_TOOLS).filter((name) => !tools.some((tool) => tool.name === name));
  if (missing.length) throw new Error(`server does not offer ${missing.join(', ')}`);

  await checkedCall(SEP2322_TOOLS.echoState);
  await checkedCall(SEP2322_TOOLS.noState);
  await checkedCall(SEP2322_TOOLS.noResultType);
  if (seen.size !== 2) throw new Error(`expected 2 elicitations, the user saw ${seen.size}`);
  if (failures) process.exitCode = 1;
}

const SCENARIOS = {
  'sep-2322-client-request-state': playSep2322,
  'request-metadata': playRequestMetadata,
};
