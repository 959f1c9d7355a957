#!/usr/bin/env node
// The one test command (`npm test`): every check a change must pass, in one run, ending with the
// plain line `N passed, N failed` summed over all runners. Steps that are not test runners
// (typecheck, lint, build, package checks) count as one check each.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.vitest-reports');
const isCi = process.env.CI === 'true' || process.env.CI === '1';

/** Runs a command with inherited output; resolves with its exit code and captured stdout. */
function run(command, args, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
        NO_COLOR: process.env.NO_COLOR ?? '1',
      },
    });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve({ code: 1, out });
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

const bin = (name) => join(root, 'node_modules', '.bin', name);

/** A `N passed, N failed` line printed by a sub-runner. */
function lastSummary(text) {
  const matches = [...text.matchAll(/^(\d+) passed, (\d+) failed/gm)];
  const last = matches.at(-1);
  return last ? { passed: Number(last[1]), failed: Number(last[2]) } : undefined;
}

/** Each skipped test of a vitest JSON report: where it is, and the reason it gave (`meta.skipReason`). */
function skippedIn(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'skipped' || test.status === 'pending')
      .map((test) => ({
        where: `${relative(root, file.name)} > ${test.fullName}`,
        reason: test.meta?.skipReason ?? 'no reason given',
      })),
  );
}

/** The skipped tests grouped by their reason, each reason once: a missing venv skips dozens for one cause. */
function printSkipped(skipped) {
  const byReason = new Map();
  for (const test of skipped) byReason.set(test.reason, [...(byReason.get(test.reason) ?? []), test]);
  for (const [reason, tests] of byReason) {
    console.log(`skipped ${tests.length}: ${reason}`);
    for (const test of tests) console.log(`  ${test.where}`);
  }
}

const steps = [
  { name: 'typecheck', kind: 'check', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  {
    name: 'typecheck demo',
    kind: 'check',
    command: bin('tsc'),
    args: ['-p', 'demo/tsconfig.json', '--noEmit'],
  },
  {
    name: 'typecheck shadcn app',
    kind: 'check',
    command: bin('tsc'),
    args: ['-p', 'test/shadcn-app/tsconfig.json', '--noEmit'],
  },
  // The Cloudflare agents example under the Workers types (no DOM), with the bridge's source it imports.
  {
    name: 'typecheck cloudflare example',
    kind: 'check',
    command: bin('tsc'),
    args: ['-p', 'examples/cloudflare-agents/tsconfig.json'],
  },
  // The bench's pages import internals by path (the surface rule keeps them out of the entries): checked here so a
  // moved module breaks this step, not the next `npm run bench`.
  {
    name: 'typecheck bench',
    kind: 'check',
    command: bin('tsc'),
    args: ['-p', 'bench/tsconfig.json', '--noEmit'],
  },
  { name: 'lint', kind: 'check', command: bin('biome'), args: [isCi ? 'ci' : 'check', '.'] },
  {
    name: 'vitest',
    kind: 'vitest',
    command: bin('vitest'),
    args: [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ],
  },
  { name: 'build', kind: 'check', command: 'npm', args: ['run', '--silent', 'build'] },
  // 'use client' on each React module, never on the entries or the core (Next.js Server Components).
  {
    name: "'use client' placement",
    kind: 'check',
    command: 'node',
    args: ['scripts/check-client-directives.mjs'],
  },
  // The public API of each entry against api/*.api.md (API Extractor over dist/types); `npm run api:update`
  // accepts a deliberate change.
  { name: 'api report', kind: 'check', command: 'node', args: ['scripts/api-report.mjs'] },
  // The API reference (TypeDoc over the entries' TSDoc, written to docs/api/): fails when a public name has no doc
  // comment or a public function no @example.
  { name: 'api reference', kind: 'check', command: 'node', args: ['scripts/api-docs.mjs'] },
  // Size budgets of the built package (.size-limit.json): the form path, our own code, the whole entry.
  { name: 'size', kind: 'check', command: bin('size-limit'), args: [] },
  { name: 'publint', kind: 'check', command: bin('publint'), args: ['--strict'] },
  {
    name: 'attw',
    kind: 'check',
    command: bin('attw'),
    args: ['--pack', '.', '--profile', 'esm-only'],
  },
  {
    name: 'conformance 2025-11-25',
    kind: 'summary',
    command: 'node',
    args: ['test/conformance/run-sep1034.mjs'],
  },
  {
    name: 'conformance 2026-07-28',
    kind: 'summary',
    command: 'node',
    args: ['test/conformance/run-2026.mjs'],
  },
  // The packed library installed into fresh apps: TypeScript 5.9 and 7 type checks, a Next.js App Router app.
  { name: 'consumers', kind: 'summary', command: 'node', args: ['test/consumers/run.mjs'] },
];

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const lines = [];
const skippedTests = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const { code, out } = await run(step.command, step.args, { capture: step.kind === 'summary' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let note = code === 0 ? 'ok' : `failed (exit ${code})`;
  if (step.kind === 'check') {
    if (code === 0) passed++;
    else failed++;
  } else if (step.kind === 'vitest') {
    let report;
    try {
      report = JSON.parse(readFileSync(join(reports, 'vitest.json'), 'utf8'));
    } catch {
      report = undefined;
    }
    const stepPassed = report?.numPassedTests ?? 0;
    // A crashed run, a failed suite with no failed test, or a run that left no report (so nobody can tell
    // what it ran) still has to count as a failure.
    const stepFailed = (report?.numFailedTests ?? 0) || (code === 0 && report ? 0 : 1);
    passed += stepPassed;
    failed += stepFailed;
    const stepSkipped = skippedIn(report);
    skippedTests.push(...stepSkipped);
    note = `${stepPassed} passed, ${stepFailed} failed${stepSkipped.length ? `, ${stepSkipped.length} skipped` : ''}`;
    if (!report) note += `; no report at ${relative(root, join(reports, 'vitest.json'))}`;
  } else {
    const summary = lastSummary(out);
    const stepPassed = summary?.passed ?? 0;
    const stepFailed = summary ? summary.failed || (code === 0 ? 0 : 1) : 1;
    passed += stepPassed;
    failed += stepFailed;
    note = `${stepPassed} passed, ${stepFailed} failed`;
  }
  lines.push(`${step.name.padEnd(24)} ${note} (${seconds}s)`);
}

console.log('\n━━ summary ━━');
for (const line of lines) console.log(line);
printSkipped(skippedTests);
if (passed === 0) {
  console.log('no test ran');
  failed = Math.max(failed, 1);
}
console.log(
  `${passed} passed, ${failed} failed${skippedTests.length ? `, ${skippedTests.length} skipped` : ''}`,
);
process.exit(failed === 0 ? 0 : 1);
