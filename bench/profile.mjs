#!/usr/bin/env node
// `node bench/profile.mjs`: where a renderer's time goes. Builds the bench pages unminified with source
// maps, repeats one operation under the Chrome CPU profiler (CDP `Profiler`, 50 µs sampling) and prints the
// self and inclusive time per original function and per source file or package.
// Options: --renderer ours|rjsf|jsonforms|floor (default ours), --schema everything|fields100|contact
//          (default fields100), --what mount|keystroke|validate (default mount), --runs <n> (default 30),
//          --top <n> (default 25), --detail <file or package> (its functions by original line),
//          --variant bare (ours only: every widget replaced by a bare input, to separate the form machinery),
//          --variant model (ours only: the schema compiled before the timed render, as the dialog mounts it),
//          --compare (no profiler: median mount of ours default, bare widgets, a compiled model, the inline panel,
//          rjsf and both floors, alternating),
//          --cold (mount only: a full GC right before each mount, and the mount timed to paint, as the bench's cold
//          rows; V8 reports that collection as a root-level `(garbage collector)`: read mountToPaint's inclusive time),
//          --layout (no profiler: mount and forced style + layout, ours without CSS, with the theme, and with the
//          theme plus `content-visibility: auto` per field, beside rjsf and the accessible floor, alternating).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildPages, launch, openPage, serve } from './lib.mjs';

const { values: options } = parseArgs({
  options: {
    renderer: { type: 'string', default: 'ours' },
    schema: { type: 'string', default: 'fields100' },
    what: { type: 'string', default: 'mount' },
    runs: { type: 'string', default: '30' },
    top: { type: 'string', default: '25' },
    detail: { type: 'string' },
    variant: { type: 'string' },
    compare: { type: 'boolean', default: false },
    layout: { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
const TOP = Number(options.top);
const { renderer, schema, what } = options;

const work = await mkdtemp(join(os.tmpdir(), 'mcp-elicitation-profile-'));
const pageOut = join(work, 'page');
// Profiles need readable names and source maps; the --compare timings use the same minified build as the bench.
await buildPages(pageOut, options.compare || options.layout ? {} : { minify: false, sourcemap: true });
const server = await serve(pageOut);
const { browser, context } = await launch(server.origin, { timezoneId: 'America/New_York' });

if (options.layout) {
  const pages = {};
  for (const [key, name, contain] of [
    ['ours, no CSS', 'ours', false],
    ['ours, theme CSS', 'ours-styled', false],
    ['ours, theme CSS + content-visibility', 'ours-styled', true],
    ['rjsf, no CSS', 'rjsf', false],
    ['accessible floor, no CSS', 'accessible', false],
  ]) {
    pages[key] = await context.newPage();
    await openPage(pages[key], server.origin, name);
    if (contain) await pages[key].evaluate(() => window.benchContain(true));
  }
  const times = Object.fromEntries(
    Object.keys(pages).map((key) => [key, { mount: [], layout: [], sum: [] }]),
  );
  for (let run = 0; run < RUNS + 5; run++) {
    for (const [key, page] of Object.entries(pages)) {
      await page.bringToFront();
      const mount = await page.evaluate((id) => window.bench.mountWithLayout(id), schema);
      if (run < 5) continue;
      times[key].layout.push(mount.layoutMs);
      // Forced right after the synchronous render, so outside the mount's span (unless a later commit follows).
      times[key].mount.push(mount.ms);
      times[key].sum.push(mount.ms + mount.layoutMs);
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`mount + layout · ${schema} · median of ${RUNS}, alternating (viewport 1280×900)`);
  console.log('   mount   layout  mount+layout');
  for (const [key, { mount, layout, sum }] of Object.entries(times))
    console.log(
      `${median(mount).toFixed(2).padStart(8)} ${median(layout).toFixed(2).padStart(8)} ${median(sum).toFixed(2).padStart(8)}  ${key}`,
    );
  await browser.close();
  server.close();
  await rm(work, { recursive: true, force: true });
  process.exit(0);
}

if (options.compare) {
  // Where ours spends its mount: default widgets vs bare inputs (same form machinery) vs the floor.
  const pages = {};
  for (const [key, name, variant] of [
    ['ours', 'ours', undefined],
    ['ours, bare widgets', 'ours', 'bare'],
    ['ours, model compiled before (as in the dialog)', 'ours', 'model'],
    ['ours, inline panel', 'panel', undefined],
    ['rjsf', 'rjsf', undefined],
    ['floor', 'floor', undefined],
    ['accessible floor', 'accessible', undefined],
  ]) {
    pages[key] = await context.newPage();
    await openPage(pages[key], server.origin, name);
    await pages[key].evaluate((value) => {
      window.benchVariant = value;
    }, variant);
  }
  const times = Object.fromEntries(Object.keys(pages).map((key) => [key, []]));
  for (let run = 0; run < RUNS + 5; run++) {
    for (const [key, page] of Object.entries(pages)) {
      await page.bringToFront();
      const mount = await page.evaluate((id) => window.bench.mount(id), schema);
      if (run >= 5) times[key].push(mount.ms);
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`mount · ${schema} · median of ${RUNS}, alternating`);
  for (const [key, values] of Object.entries(times))
    console.log(`${median(values).toFixed(2).padStart(8)} ms  ${key}`);
  const compile = await pages.ours.evaluate((id) => window.benchCompile(id, 50), schema);
  console.log(`${compile.toFixed(2).padStart(8)} ms  compileElicitationSchema alone (inside the ours mount)`);
  const hints = await pages.ours.evaluate((id) => window.benchHints(id, 50), schema);
  console.log(`${hints.toFixed(2).padStart(8)} ms  constraintHint for every field (inside the ours mount)`);
  await browser.close();
  server.close();
  await rm(work, { recursive: true, force: true });
  process.exit(0);
}

const page = await context.newPage();
await openPage(page, server.origin, renderer);
if (options.variant) {
  await page.evaluate((value) => {
    window.benchVariant = value;
  }, options.variant);
}

/** One repetition of the operation under study. */
async function once() {
  if (what === 'mount' && options.cold) {
    await page.evaluate((id) => window.bench.mountToPaint(id, true), schema);
  } else if (what === 'mount') {
    await page.evaluate((id) => window.bench.mount(id), schema);
  } else if (what === 'keystroke') {
    // One mount (before the profiler starts); every run types five more letters into the same field.
    for (const key of 'abcde') {
      await page.keyboard.press(key);
      await page.evaluate(() => window.bench.keystroke());
    }
  } else {
    await page.evaluate((id) => window.bench.validate(id, 5, 10), schema);
  }
}

if (what === 'keystroke') {
  await page.evaluate((id) => window.bench.mount(id), schema);
  await page.evaluate(() => window.bench.focusFirstText());
}
for (let run = 0; run < 5; run++) await once();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
for (let run = 0; run < RUNS; run++) await once();
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
server.close();

// Source maps of the bundle files, by URL.
const maps = new Map();
async function mapFor(url) {
  if (!url.startsWith(server.origin)) return undefined;
  if (!maps.has(url)) {
    const file = join(pageOut, new URL(url).pathname);
    try {
      maps.set(url, new SourceMap(JSON.parse(await readFile(`${file}.map`, 'utf8'))));
    } catch {
      maps.set(url, undefined);
    }
  }
  return maps.get(url);
}

/** `src/react/form/field-controller.tsx` or the package name for a dependency. */
function sourceKey(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = source.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const index = source.search(/(?:^|\/)(src|bench|test)\//);
  return index >= 0 ? source.slice(index).replace(/^\//, '') : source;
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const where = new Map();
for (const node of profile.nodes) {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  let file = url ? url.replace(server.origin, '') : '(native/runtime)';
  let line = '';
  const map = await mapFor(url);
  if (map) {
    const entry = map.findEntry(lineNumber, columnNumber);
    if (entry?.originalSource) {
      file = sourceKey(entry.originalSource);
      line = `:${entry.originalLine + 1}`;
    }
  }
  const fn = functionName || '(anonymous)';
  where.set(node.id, { file, key: options.detail === file ? `${file}${line} ${fn}` : `${file} ${fn}` });
}

const self = new Map();
const selfFile = new Map();
const inclusive = new Map();
const inclusiveFile = new Map();
let total = 0;
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
profile.samples.forEach((id, index) => {
  const dt = (profile.timeDeltas[index + 1] ?? 0) / 1000;
  const node = byId.get(id);
  const name = node.callFrame.functionName;
  if (name === '(idle)' || name === '(program)') return;
  total += dt;
  const info = where.get(id);
  add(self, info.key, dt);
  add(selfFile, info.file, dt);
  const seenKeys = new Set();
  const seenFiles = new Set();
  for (let current = id; current !== undefined; current = parent.get(current)) {
    const at = where.get(current);
    if (!seenKeys.has(at.key)) {
      seenKeys.add(at.key);
      add(inclusive, at.key, dt);
    }
    if (!seenFiles.has(at.file)) {
      seenFiles.add(at.file);
      add(inclusiveFile, at.file, dt);
    }
  }
});

const top = (map, n) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([key, ms]) =>
        `${(ms / RUNS).toFixed(2).padStart(8)} ms/run ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`,
    )
    .join('\n');
console.log(
  `${renderer} · ${what} · ${schema} · ${RUNS} runs · ${(total / RUNS).toFixed(2)} ms busy per run\n`,
);
console.log(`Self time by source file or package:\n${top(selfFile, TOP)}\n`);
console.log(`Inclusive time by source file or package:\n${top(inclusiveFile, TOP)}\n`);
console.log(`Self time by function:\n${top(self, TOP)}\n`);
console.log(`Inclusive time by function:\n${top(inclusive, TOP)}`);
await rm(work, { recursive: true, force: true });
