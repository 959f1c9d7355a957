#!/usr/bin/env node
// `node bench/variants.mjs`: what each change costs, measured by turning it off. Builds one bench page per
// variant (this tree, another commit, or this commit with some commits reverted), mounts them in turn, cold and
// warm, and reports each mount's main-thread CPU time (commit; to paint) beside the wall clock: the CPU times come
// from the thread clock of `performance.mark`s read out of a Chromium trace, which other processes on a busy
// machine do not stretch as they stretch the wall clock. Method and examples: bench/README.md, "Variants".
//
//   node bench/variants.mjs [options] label=source …
//     source: `.` (this tree's ours-styled page), `page:<name>` (another page of this tree: rjsf, accessible, …),
//             `git:<ref>` (ours-styled as of that commit), `revert:<sha>[+<sha>…]` (HEAD with those commits
//             reverted, their changes to src/ and bench/page/ only), `css:<file>` (this tree, `<file>`, a whole
//             stylesheet, in place of src/styles/elicitation.css, the index of the theme's parts); append
//             `@<page>` to a git, revert or css source for another page than ours-styled; a page may carry a
//             query (`page:accessible?x=1`)
//   --rounds <n> (default 15) · --warmup <n> (default 2) · --schemas everything,fields100 · --states cold,warm
// Ratios are per round, each variant against the first one, then the median of those ratios.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildPages, launch, root, serve, traceMountCpu } from './lib.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '2' },
    schemas: { type: 'string', default: 'everything,fields100' },
    states: { type: 'string', default: 'cold,warm' },
  },
});
if (positionals.length === 0)
  throw new Error('name at least one variant: label=source (see the head of this file)');
const ROUNDS = Number(options.rounds);
const WARMUP = Number(options.warmup);
const SCHEMAS = options.schemas.split(',');
const STATES = options.states.split(',');

const work = mkdtempSync(join(os.tmpdir(), 'mcp-elicitation-variants-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
const git = (...args) => execFileSync('git', ['-C', root, ...args], { maxBuffer: 1 << 28 });

/** A copy of the sources a bench page builds from, as of `ref`, with node_modules linked. */
function treeAt(ref, dir) {
  execFileSync('tar', ['-x', '-C', dir], {
    input: git('archive', ref, 'src', 'bench', 'test/fixtures', 'tsconfig.json', 'package.json'),
  });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** Where each variant's page comes from: a source tree and a page name. */
function materialise(label, source, index) {
  const [what, page] = source.split('@');
  if (what === '.') return { dir: root, page: page ?? 'ours-styled' };
  if (what.startsWith('page:')) return { dir: root, page: what.slice(5) };
  const dir = join(work, `tree-${index}`);
  mkdirSync(dir, { recursive: true });
  if (what.startsWith('git:')) return { dir: treeAt(what.slice(4), dir), page: page ?? 'ours-styled' };
  if (what.startsWith('revert:')) {
    treeAt('HEAD', dir);
    for (const sha of what.slice(7).split('+')) {
      const patch = git('diff', `${sha}~1`, sha, '--', 'src', 'bench/page');
      try {
        execFileSync('git', ['apply', '-R', '--whitespace=nowarn'], {
          cwd: dir,
          input: patch,
          stdio: 'pipe',
        });
      } catch {
        throw new Error(
          `${label}: ${sha} does not revert cleanly on HEAD (a later commit changed its lines)`,
        );
      }
    }
    return { dir, page: page ?? 'ours-styled' };
  }
  if (what.startsWith('css:')) {
    treeAt('HEAD', dir);
    cpSync(join(root, 'src'), join(dir, 'src'), { recursive: true });
    cpSync(what.slice(4), join(dir, 'src/styles/elicitation.css'));
    return { dir, page: page ?? 'ours-styled' };
  }
  throw new Error(`${label}: unknown source ${source}`);
}

const variants = positionals.map((arg, index) => {
  const at = arg.indexOf('=');
  if (at <= 0) throw new Error(`not label=source: ${arg}`);
  const label = arg.slice(0, at);
  return { label, ...materialise(label, arg.slice(at + 1), index) };
});

// One production build per source tree, with only the pages asked for.
const trees = [...new Set(variants.map((variant) => variant.dir))];
for (const [index, dir] of trees.entries()) {
  const pages = variants
    .filter((variant) => variant.dir === dir)
    .map((variant) => variant.page.split('?')[0]);
  await buildPages(join(work, 'out', String(index)), {
    pageDir: join(dir, 'bench/page'),
    pages: [...new Set(pages)],
  });
}

const server = await serve(join(work, 'out'));
const { browser, context } = await launch(server.origin, { timezoneId: 'America/New_York' });
for (const variant of variants) {
  variant.tab = await context.newPage();
  variant.tab.on('pageerror', (error) => console.error(`${variant.label}: ${error.message}`));
  const [page, query] = variant.page.split('?');
  await variant.tab.goto(
    `${server.origin}/${trees.indexOf(variant.dir)}/${page}.html${query ? `?${query}` : ''}`,
  );
  await variant.tab.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

// The marks' thread times (bench/lib.mjs).
const tracing = await traceMountCpu(browser);

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const loadAtStart = load();
const wall = {};
let sequence = 0;
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  // A new order each round, so no variant always follows the same one.
  const order = [...variants].sort(() => Math.random() - 0.5);
  for (const variant of order) {
    await variant.tab.bringToFront();
    await variant.tab.evaluate(() => window.bench.mount('contact'));
    for (const schema of SCHEMAS) {
      for (const state of STATES) {
        const tag = `${round}|${variant.label}|${schema}|${state}|${sequence++}`;
        const figure = await variant.tab.evaluate(
          ([id, cold, mark]) => window.bench.mountToPaint(id, cold, mark),
          [schema, state === 'cold', tag],
        );
        if (round < WARMUP) continue;
        const key = `${schema}/${state}`;
        wall[key] ??= {};
        wall[key][variant.label] ??= { commit: [], paint: [] };
        wall[key][variant.label].commit[round - WARMUP] = figure.commitMs;
        wall[key][variant.label].paint[round - WARMUP] = figure.paintMs;
      }
    }
  }
  process.stderr.write(`round ${round + 1}/${WARMUP + ROUNDS}\r`);
}
const times = await tracing.stop();
await browser.close();
server.close();

const cpu = {};
for (const [tag, { commitMs, paintMs }] of times) {
  const [round, label, schema, state] = tag.split('|');
  if (Number(round) < WARMUP) continue;
  const key = `${schema}/${state}`;
  cpu[key] ??= {};
  cpu[key][label] ??= { commit: [], paint: [] };
  cpu[key][label].commit[Number(round) - WARMUP] = commitMs;
  cpu[key][label].paint[Number(round) - WARMUP] = paintMs;
}

const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fixed = (value, digits = 2) => (value === undefined ? '–' : value.toFixed(digits));
const labels = variants.map((variant) => variant.label);
const first = labels[0];
/** The median of each round's ratio to the first variant (pairs from the same round only). */
const pairedRatio = (series, label, measure) =>
  median(
    (series[label]?.[measure] ?? []).map((value, round) => {
      const base = series[first]?.[measure]?.[round];
      return value !== undefined && base ? value / base : undefined;
    }),
  );

const lines = [
  `${ROUNDS} rounds (+${WARMUP} warm-up), variants in a new random order each round; load average ${loadAtStart} at the start, ${load()} at the end.`,
  'CPU: main-thread time (ms, medians) from the render call to the commit, and to the frame painted (commit, forced',
  `style and layout, the next frame's work); "×": the median of per-round ratios to "${first}". Wall: the bench's commit / to paint.`,
  '',
  `| fields, state | variant | CPU commit | × | CPU to paint | × | wall commit | wall to paint |`,
  '|---|---|---:|---:|---:|---:|---:|---:|',
];
for (const schema of SCHEMAS) {
  for (const state of STATES) {
    const key = `${schema}/${state}`;
    for (const label of labels) {
      lines.push(
        `| ${schema === 'fields100' ? '100' : schema === 'everything' ? '13' : schema}, ${state} | ${label} | ${fixed(median(cpu[key]?.[label]?.commit ?? []))} | ${fixed(pairedRatio(cpu[key] ?? {}, label, 'commit'))}× | ${fixed(median(cpu[key]?.[label]?.paint ?? []))} | ${fixed(pairedRatio(cpu[key] ?? {}, label, 'paint'))}× | ${fixed(median(wall[key]?.[label]?.commit ?? []))} | ${fixed(median(wall[key]?.[label]?.paint ?? []))} |`,
      );
    }
  }
}
console.log(lines.join('\n'));
