// Runs the official conformance scenario `elicitation-sep1034-client-defaults` (@modelcontextprotocol/conformance)
// against sep1034-client.mjs, which answers with our built core (dist/core.js).
// Last stdout line: `N passed, N failed` (the tool's SUCCESS checks; its FAILURE + WARNING checks).
// Exit code non-zero when anything failed or nothing ran.
//
// Env: MCP_ELICIT_CORE=<path>  use another core build (relative to the cwd) instead of dist/core.js;
//      CONFORMANCE_TIMEOUT_MS   hard limit for the whole run (default 120000).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCENARIO = 'elicitation-sep1034-client-defaults';
const TIMEOUT_MS = Number(process.env.CONFORMANCE_TIMEOUT_MS) || 120_000;
// The tool kills a hung client itself after this; leave it time to report before our hard kill.
const CLIENT_TIMEOUT_MS = Math.max(5_000, TIMEOUT_MS - 20_000);

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
// The tool writes results only when given -o; keep them in the gitignored folder.
const resultsDir = path.join(here, 'results');
const clientScript = path.join(here, 'sep1034-client.mjs');

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
  finish(0, 1);
}

const require = createRequire(import.meta.url);
const conformancePkg = require.resolve('@modelcontextprotocol/conformance/package.json');
const { bin } = JSON.parse(readFileSync(conformancePkg, 'utf8'));
const cli = path.join(path.dirname(conformancePkg), typeof bin === 'string' ? bin : bin.conformance);

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
  console.error('run-sep1034: cannot pin the scenario server to loopback on this Node version');
}
`;
const preload = `data:text/javascript,${encodeURIComponent(loopbackOnly)}`;

// The tool splits --command on spaces and runs it through a shell with the server URL appended, so quote
// for the shell. `exec`, because on its own timeout the tool kills only the shell: dash would leave our
// client running with the pipes open, and the tool would wait for it forever.
const shellQuote = (value) => `'${value.replaceAll("'", "'\\''")}'`;
const command = `exec ${shellQuote(process.execPath)} ${shellQuote(clientScript)}`;

mkdirSync(resultsDir, { recursive: true });
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
  resultsDir,
];
console.log(
  `conformance: ${path.relative(root, cli)} client --scenario ${SCENARIO} (timeout ${TIMEOUT_MS} ms)`,
);

// Own process group, so a timeout kills the tool, its shell and our client together.
const child = spawn(process.execPath, args, {
  cwd: root,
  env: { ...process.env, ...(coreOverride ? { MCP_ELICIT_CORE: corePath } : {}) },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});

let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});
child.stderr.on('data', (chunk) => {
  output += chunk;
  process.stderr.write(chunk);
});

const killGroup = () => {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
};
let timedOut = false;
const timer = setTimeout(() => {
  timedOut = true;
  killGroup();
}, TIMEOUT_MS);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killGroup();
    process.exit(130);
  });
}

const exitCode = await new Promise((resolve) => {
  child.on('error', (error) => {
    console.error(`cannot start the conformance tool: ${error.message}`);
    resolve(-1);
  });
  child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : -1)));
});
clearTimeout(timer);

// The tool colours its output even when piped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching ANSI escape sequences is the point
const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');

// Re-print the tool's own verdict (from "Test Results:" to the end) so it sits right above our summary.
const start = lines.findIndex((line) => line.trim() === 'Test Results:');
const verdict = start === -1 ? [] : lines.slice(start).filter((line) => line.trim() !== '');
const saved = lines.find((line) => line.startsWith('Results saved to '));
console.log('\n--- conformance result ---');
if (saved) console.log(path.relative(root, saved.slice('Results saved to '.length)) || saved);
for (const line of verdict) console.log(line);
if (timedOut) console.log(`conformance run killed after ${TIMEOUT_MS} ms`);

// "Passed: 5/5, 0 failed, 0 warnings": the denominator counts SUCCESS and FAILURE checks only;
// INFO checks are the request log. The tool fails a run on warnings too, so we count them as failed.
const counts = verdict
  .map((line) => /^Passed: (\d+)\/\d+, (\d+) failed, (\d+) warnings/.exec(line))
  .find(Boolean);
if (!counts) {
  if (!verdict.length) {
    console.log(`no result from the conformance tool (exit code ${exitCode}); its last lines:`);
    for (const line of lines.filter((l) => l.trim() !== '').slice(-5)) console.log(`  ${line}`);
  }
  finish(0, 1);
}
const passed = Number(counts[1]);
let failed = Number(counts[2]) + Number(counts[3]);
const overallFailed = verdict.some((line) => line.includes('OVERALL: FAILED'));
if (failed === 0 && (overallFailed || exitCode !== 0 || timedOut)) {
  // All checks passed but the run did not (client crashed or timed out): that is a failure too.
  console.log(`run failed outside the checks (exit code ${exitCode}): counted as 1 failure`);
  failed = 1;
}
finish(passed, failed);
