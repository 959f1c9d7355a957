// Runs the official conformance scenario `elicitation-sep1034-client-defaults` (@modelcontextprotocol/conformance)
// against sep1034-client.mjs, which answers with our built core (dist/core.js).
// Last stdout line: `N passed, N failed` (the tool's SUCCESS checks; its FAILURE + WARNING checks).
// Exit code non-zero when anything failed or nothing ran.
//
// Env: MCP_ELICIT_CORE=<path>  use another core build (relative to the cwd) instead of dist/core.js;
//      CONFORMANCE_TIMEOUT_MS   hard limit for the whole run (default 120000).
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  conformanceCli,
  coreEnv,
  finishRuns,
  resultsDir,
  root,
  runScenario,
  TIMEOUT_MS,
} from './run-shared.mjs';

const SCENARIO = 'elicitation-sep1034-client-defaults';

const env = coreEnv(1);
// This tool version runs on our own Node, so it is a dev dependency of the root package.
const cli = conformanceCli(
  createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json'),
);
console.log(
  `conformance: ${path.relative(root, cli)} client --scenario ${SCENARIO} (timeout ${TIMEOUT_MS} ms)`,
);
const outcome = await runScenario({
  node: process.execPath,
  cli,
  scenario: SCENARIO,
  script: 'sep1034-client.mjs',
  out: resultsDir,
  env,
  title: '--- conformance result ---',
});
finishRuns([outcome]);
