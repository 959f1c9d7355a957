// What the conformance runners (run-sep*.mjs) share: the core build check, starting the tool in its own
// process group with a hard time limit, reading its verdict, and the final `N passed, N failed` line
// (scripts/test.mjs reads the last such line).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { finish, run as runProcess } from '../../scripts/processes.mjs';

export { finish };

export const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');

/** Runs a command (in the repository root unless told) with a hard time limit: exit code and output. */
export const run = (command, args, options) => runProcess(command, args, { cwd: root, ...options });
// The tool writes results only when given -o; keep them in the gitignored folder.
export const resultsDir = path.join(here, 'results');

export const TIMEOUT_MS = Number(process.env.CONFORMANCE_TIMEOUT_MS) || 120_000;
// The tool kills a hung client itself after this; leave it time to report before our hard kill.
const CLIENT_TIMEOUT_MS = Math.max(5_000, TIMEOUT_MS - 20_000);

/**
 * The environment for the tool (and so for our clients): MCP_ELICIT_CORE made absolute, since the clients
 * run in another cwd. A missing core build ends the run with `failures` failures.
 */
export function coreEnv(failures) {
  const override = process.env.MCP_ELICIT_CORE;
  const corePath = override ? path.resolve(override) : path.join(root, 'dist', 'core.js');
  if (!existsSync(corePath)) {
    console.error(
      override
        ? `MCP_ELICIT_CORE points at ${corePath}, which does not exist`
        : `${path.relative(root, corePath)} is missing: run \`npm run build\` first`,
    );
    finish(0, failures);
  }
  return { ...process.env, ...(override ? { MCP_ELICIT_CORE: corePath } : {}) };
}

/** The conformance CLI's entry script, from the package's manifest. */
export function conformanceCli(manifestPath) {
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin.conformance);
}

// Names the runner in the preload's warning (run-sep1034, run-2026).
const runnerName = path.basename(process.argv[1] ?? 'conformance', '.mjs');

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
  console.error(${JSON.stringify(`${runnerName}: cannot pin the scenario server to loopback on this Node version`)});
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

/**
 * One run of the tool's `client` mode against one client script, echoed live. Resolves with the report to
 * print (`title`, the results folder, the check lines when `showChecks`, the verdict) and the counts.
 */
export async function runScenario({
  node,
  cli,
  scenario,
  script,
  scriptArgs = [],
  out,
  env,
  title,
  showChecks = false,
}) {
  const command = ['exec', process.execPath, path.join(here, script), ...scriptArgs]
    .map(shellQuote)
    .join(' ');
  mkdirSync(resultsDir, { recursive: true });
  const args = [
    '--import',
    preload,
    cli,
    'client',
    '--command',
    command,
    '--scenario',
    scenario,
    '--timeout',
    String(CLIENT_TIMEOUT_MS),
    '-o',
    out,
  ];
  const { code, output, timedOut } = await run(node, args, { timeoutMs: TIMEOUT_MS, env, echo: true });
  const lines = stripAnsi(output).split('\n');

  // The tool's verdict: its check lines, then "Test Results:" to the end.
  const checksAt = lines.findIndex((line) => line.trim() === 'Checks:');
  const resultsAt = lines.findIndex((line) => line.trim() === 'Test Results:');
  const checks =
    !showChecks || checksAt === -1
      ? []
      : lines.slice(checksAt + 1, resultsAt === -1 ? undefined : resultsAt).filter((l) => /^\S+ \[/.test(l));
  const verdict = resultsAt === -1 ? [] : lines.slice(resultsAt).filter((line) => line.trim() !== '');
  const saved = lines.find((line) => line.startsWith('Results saved to '));
  const report = [title];
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

/** Prints every run's report below the tool's own output, then the summed summary line, and exits. */
export function finishRuns(outcomes) {
  console.log('');
  for (const { report } of outcomes) for (const line of report) console.log(line);
  finish(
    outcomes.reduce((sum, outcome) => sum + outcome.passed, 0),
    outcomes.reduce((sum, outcome) => sum + outcome.failed, 0),
  );
}
