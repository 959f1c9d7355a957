#!/usr/bin/env node
// `npm run bench`: this library against react-jsonschema-form, JSON Forms and two hand-written floors (bare
// inputs; an accessible form without a library), side by side in one run (issues #6, #24). Method and caveats: bench/README.md.
//   1. builds the bench pages (bench/page, one entry per renderer) with Vite in production mode;
//   2. measures each renderer's size entry (bench/size) with size-limit, React external, min and min+gzip;
//   3. serves the pages on 127.0.0.1 and drives them in headless Chromium with playwright-core, renderers
//      alternating in rounds (A B C D, A B C D, …) after warm-up rounds;
//   4. prints a markdown table and writes bench/results/latest.md and bench/results/latest.json.
// Options: --rounds <n> (measured rounds, default 30), --warmup <n> (default 5), --keys <n> (keystrokes
//          per mount, default 5), --validations <n> (samples per round, default 10), --no-write (print only),
//          --paint-rounds <n> (measured rounds of the cold/warm to-paint block, default 10), --first-opens <n>
//          (fresh page loads for the first open of a page, default 6), --only paint (the cold/warm to-paint
//          block alone: no sizes, main rounds, re-mounts, counts or probes; prints, writes nothing),
//          --only bridge (the bridge bench alone, bench/bridge: its section of latest.md/json replaced),
//          --only size (the bundle sizes alone, no browser: prints the table, writes nothing),
//          --bridge-scale <x> (the bridge bench's counts × x, default 1: the issue-33 table's).
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sizeLimitPreset from '@size-limit/preset-small-lib';
import sizeLimit from 'size-limit';
import { runBridgeBench } from './bridge/run.mjs';
import { buildPages, here, launch, openPage, RENDERERS, root, serve } from './lib.mjs';
import { measurePaint, PAINT_RENDERERS, paintReport } from './paint.mjs';

const started = performance.now();

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    keys: { type: 'string', default: '5' },
    validations: { type: 'string', default: '10' },
    'no-write': { type: 'boolean', default: false },
    'paint-rounds': { type: 'string', default: '10' },
    'first-opens': { type: 'string', default: '6' },
    only: { type: 'string' },
    'bridge-scale': { type: 'string', default: '1' },
  },
});
if (options.only !== undefined && !['paint', 'bridge', 'size'].includes(options.only)) {
  throw new Error(`--only takes "paint", "bridge" or "size", not ${options.only}`);
}
const SIZE_ONLY = options.only === 'size';
const PAINT_ONLY = options.only === 'paint';
const PAINT_ROUNDS = Number(options['paint-rounds']);
const FIRST_OPENS = Number(options['first-opens']);
const BRIDGE_HEADING = '## The bridge';
const runBridge = async () => {
  log('the bridge bench (bench/bridge)');
  return runBridgeBench({ scale: Number(options['bridge-scale']), log });
};
const ROUNDS = Number(options.rounds);
const WARMUP = Number(options.warmup);
const KEYS = Number(options.keys);
const VALIDATIONS = Number(options.validations);
const VALIDATION_BATCH = 100;

const LABELS = {
  ours: 'ElicitationForm (ours)',
  panel: 'ElicitationPanel (ours, inline)',
  rjsf: 'rjsf (core + ajv8)',
  jsonforms: 'JSON Forms (vanilla)',
  floor: 'floor (plain React)',
  accessible: 'accessible floor (plain React)',
};
/** Hand-written forms: no validator, no variants to probe. */
const FLOORS = new Set(['floor', 'accessible']);
const SCHEMA_IDS = ['everything', 'fields100', 'contact'];
const SCHEMA_LABELS = {
  everything: 'server-everything (13 fields)',
  fields100: '100 fields, all kinds',
  contact: 'seed contact form (3 fields)',
};
const PROBE_IDS = [
  'titled-single',
  'legacy-enumNames',
  'untitled-multi',
  'titled-multi',
  'date-time-offset-shown',
  'date-time-typed',
  'boolean-unanswered',
];
const PROBE_LABELS = {
  'titled-single': 'titled single select (`oneOf` const/title)',
  'legacy-enumNames': 'legacy titled enum (`enumNames`)',
  'untitled-multi': 'untitled multi-select (`items.enum`)',
  'titled-multi': 'titled multi-select (`items.anyOf`)',
  'date-time-offset-shown': 'date-time default with offset shown as local time',
  'date-time-typed': 'typed date-time sent with the right offset',
  'boolean-unanswered': 'optional boolean left unanswered is not sent',
};
const TIME_ZONE = 'America/New_York';

const loadAtStart = os.loadavg().map((load) => Number(load.toFixed(2)));
const log = (message) =>
  console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0)}s] ${message}`);

if (options.only === 'bridge') {
  const { results: bridge, markdown: bridgeText } = await runBridge();
  console.log(bridgeText);
  if (!options['no-write']) {
    // Only the bridge's part changes: the form bench's figures stay as last measured.
    const jsonPath = join(here, 'results', 'latest.json');
    const mdPath = join(here, 'results', 'latest.md');
    const previous = JSON.parse(await readFile(jsonPath, 'utf8').catch(() => '{}'));
    await writeFile(jsonPath, `${JSON.stringify({ ...previous, bridge }, null, 2)}\n`);
    const text = await readFile(mdPath, 'utf8').catch(() => '');
    const at = text.indexOf(`\n${BRIDGE_HEADING}`);
    const kept = (at >= 0 ? text.slice(0, at) : text).trimEnd();
    await writeFile(mdPath, `${kept}\n\n${BRIDGE_HEADING}\n\n${bridgeText}`);
  }
  process.exit(0);
}

// ── 1. the pages ────────────────────────────────────────────────────────────────────────────────────
const work = await mkdtemp(join(os.tmpdir(), 'mcp-elicitation-bench-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
const pageOut = join(work, 'page');
if (!SIZE_ONLY) {
  log('building the bench pages (vite, production)');
  await buildPages(pageOut);
}

// ── 2. the bundle sizes ─────────────────────────────────────────────────────────────────────────────
// size-limit's own API with preset-small-lib, so these figures are measured exactly like the budgets in
// .size-limit.json: esbuild bundles and minifies the entry, `ignore` marks packages (and their subpaths)
// external, and the gzip size (level 9) is taken minus esbuild's empty-project overhead.
const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
const REACT = ['react', 'react-dom'];
const OWN_DEPENDENCIES = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
// The chunks a page loads on demand (the combobox, the file picker, the URL analysis with the public-suffix list, the
// URL consent view): external, as in .size-limit.json, so each figure is what a page loads at once.
const ON_DEMAND = ['*option-combobox.js', '*file-picker.js', '*analyze-url.js', '*url-consent.js'];
const SIZE_ENTRIES = [
  {
    id: 'ours',
    label: 'ours: ElicitationForm + compile + validate, with dependencies',
    entry: 'bench/size/ours-form.ts',
    ignore: [...REACT, ...ON_DEMAND],
  },
  {
    id: 'ours-form-styled',
    label: 'ours: the same with its stylesheet (styles.css, minified as a host bundles it)',
    entry: 'bench/size/ours-form-styled.ts',
    ignore: [...REACT, ...ON_DEMAND],
  },
  {
    id: 'ours-form-own',
    label: 'ours: the same, own code only (dependencies external)',
    entry: 'bench/size/ours-form.ts',
    ignore: [...OWN_DEPENDENCIES, ...ON_DEMAND],
  },
  {
    id: 'ours-dialog',
    label: "ours: ElicitationDialog, a form request's dialog, with dependencies",
    entry: 'bench/size/ours-dialog.ts',
    ignore: [...REACT, ...ON_DEMAND],
  },
  {
    id: 'ours-library',
    label: 'ours: whole package entry, with dependencies',
    entry: 'src/index.ts',
    ignore: [...REACT, ...ON_DEMAND],
  },
  {
    id: 'ours-own',
    label: 'ours: whole package entry, own code only',
    entry: 'src/index.ts',
    ignore: [...OWN_DEPENDENCIES, ...ON_DEMAND],
  },
  {
    id: 'rjsf',
    label: 'rjsf: @rjsf/core Form + @rjsf/validator-ajv8',
    entry: 'bench/size/rjsf.ts',
    ignore: REACT,
  },
  {
    id: 'jsonforms',
    label: 'JSON Forms: react + vanilla renderers + core',
    entry: 'bench/size/jsonforms.ts',
    ignore: REACT,
  },
  { id: 'floor', label: 'floor: plain React inputs', entry: 'bench/size/floor.ts', ignore: REACT },
];
const sizeChecks = (compression) =>
  SIZE_ENTRIES.map(({ entry, ignore }) => ({ files: [join(root, entry)], ignore, ...compression }));
let sizes = {};
if (!PAINT_ONLY) {
  log('measuring bundle sizes (size-limit API, esbuild, React external)');
  const [gzipped, minified] = [
    await sizeLimit(sizeLimitPreset, { checks: sizeChecks({ gzip: true }) }),
    await sizeLimit(sizeLimitPreset, { checks: sizeChecks({ brotli: false }) }),
  ];
  sizes = Object.fromEntries(
    SIZE_ENTRIES.map(({ id, label, entry, ignore }, index) => [
      id,
      { label, entry, ignore, min: minified[index].size, gzip: gzipped[index].size },
    ]),
  );
}
if (SIZE_ONLY) {
  console.log('| entry | file | min | min+gzip | × rjsf |\n|---|---|---:|---:|---:|');
  for (const size of Object.values(sizes)) {
    const times = (size.gzip / sizes.rjsf.gzip).toFixed(2);
    const [min, gzip] = [size.min, size.gzip].map((bytes) => `${(bytes / 1000).toFixed(2)} kB`);
    console.log(`| ${size.label} | \`${size.entry}\` | ${min} | ${gzip} | ${times}× |`);
  }
  process.exit(0);
}

// ── 3. the browser runs ─────────────────────────────────────────────────────────────────────────────
const server = await serve(pageOut);
log(`launching Chromium (${server.origin})`);
const { browser, context } = await launch(server.origin, { timezoneId: TIME_ZONE });

const pageErrors = [];
const consoleMessages = {};
const pages = {};
for (const name of RENDERERS) {
  const page = await context.newPage();
  consoleMessages[name] = [];
  page.on('pageerror', (error) => pageErrors.push(`${name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      consoleMessages[name].push(message.text().slice(0, 300));
  });
  await openPage(page, server.origin, name);
  const isolated = await page.evaluate(() => window.crossOriginIsolated);
  if (!isolated) log(`warning: ${name} page is not cross-origin isolated (timer resolution 100 µs)`);
  pages[name] = page;
}
// The dialog is measured for its open only (request arrives → first field focused), between the rounds.
const dialogPage = await context.newPage();
dialogPage.on('pageerror', (error) => pageErrors.push(`dialog: ${error.message}`));
await openPage(dialogPage, server.origin, 'dialog');
// Ours with the theme stylesheet, for the cold/warm block only.
const styledPage = await context.newPage();
styledPage.on('pageerror', (error) => pageErrors.push(`ours-styled: ${error.message}`));
await openPage(styledPage, server.origin, 'ours-styled');

// ── the cold/warm block: what a person waits for (bench/paint.mjs) ──
const paint = await measurePaint({
  context,
  origin: server.origin,
  pages: {
    ...Object.fromEntries(PAINT_RENDERERS.filter((name) => pages[name]).map((name) => [name, pages[name]])),
    'ours-styled': styledPage,
    dialog: dialogPage,
  },
  rounds: PAINT_ROUNDS,
  warmup: 2,
  firstOpens: FIRST_OPENS,
  log,
});
const paintTables = paintReport(paint);
if (PAINT_ONLY) {
  await browser.close();
  server.close();
  const loadNow = os.loadavg().map((load) => Number(load.toFixed(2)));
  console.log(
    [
      ...paintTables.lines,
      '',
      '| target | measured | met |',
      '|---|---|---|',
      ...paintTables.targets.map(
        (entry) => `| ${entry.name} | ${entry.measured} | ${entry.met ? 'yes' : '**no**'} |`,
      ),
      '',
      `Load average: ${loadAtStart.join(' ')} at the start, ${loadNow.join(' ')} at the end; pageerrors: ${pageErrors.length ? pageErrors.join('; ') : 'none'}.`,
    ].join('\n'),
  );
  log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s (--only paint: nothing written)`);
  process.exit(0);
}

// Every renderer's validator must accept the full answers, or its timing would measure error reporting.
const answerErrors = {};
for (const name of RENDERERS) {
  answerErrors[name] = {};
  for (const schema of SCHEMA_IDS) {
    answerErrors[name][schema] = await pages[name].evaluate((id) => window.bench.errors(id), schema);
  }
}

const samples = {};
const record = (metric, schema, name, values) => {
  samples[metric] ??= {};
  samples[metric][schema] ??= {};
  samples[metric][schema][name] ??= [];
  samples[metric][schema][name].push(...values);
};
const dom = {};
const focused = {};
const lateCommits = {};
const LETTERS = 'abcdefghij';

/**
 * One unrecorded mount after a page comes to the front, so what a page pays for becoming the active one (its
 * first frame, timers let loose) does not land in the first recorded mount: in the main rounds that was always the
 * 13-field schema, whose medians moved up to 1.6× between quiet runs before this. The smallest schema by default;
 * the re-mount block passes its own schema, so caches keyed by the last schema stay warm as that block intends.
 */
async function settleAfterSwitch(page, schema = 'contact') {
  await page.evaluate((id) => window.bench.mount(id), schema);
  await page.evaluate(() => window.bench.idle());
}

log(
  `${WARMUP} warm-up + ${ROUNDS} measured rounds × ${RENDERERS.length} renderers × ${SCHEMA_IDS.length} schemas`,
);
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  const measured = round >= WARMUP;
  for (const name of RENDERERS) {
    const page = pages[name];
    await page.bringToFront();
    await settleAfterSwitch(page);
    for (const schema of SCHEMA_IDS) {
      const mount = await page.evaluate((id) => window.bench.mount(id), schema);
      dom[`${name}/${schema}`] = { controls: mount.controls, elements: mount.elements };
      if (mount.lateCommits > 0) lateCommits[`${name}/${schema}`] = mount.lateCommits;
      focused[`${name}/${schema}`] = await page.evaluate(() => window.bench.focusFirstText());
      await page.evaluate(() => window.bench.idle());
      const keystrokes = [];
      for (let key = 0; key < KEYS; key++) {
        await page.keyboard.press(LETTERS[key % LETTERS.length]);
        keystrokes.push((await page.evaluate(() => window.bench.keystroke())).ms);
      }
      const validations = await page.evaluate(
        ([id, runs, batch]) => window.bench.validate(id, runs, batch),
        [schema, VALIDATIONS, VALIDATION_BATCH],
      );
      if (!measured) continue;
      record('mount', schema, name, [mount.ms]);
      record('keystroke', schema, name, keystrokes);
      if (validations) record('validate', schema, name, validations);
    }
  }
  await dialogPage.bringToFront();
  await settleAfterSwitch(dialogPage);
  for (const schema of SCHEMA_IDS) {
    const open = await dialogPage.evaluate((id) => window.bench.mount(id), schema);
    if (open.focusMs === null) throw new Error(`the dialog opened on ${schema} without focusing a field`);
    if (!measured) continue;
    record('dialogOpen', schema, 'dialog', [open.focusMs]);
    record('dialogMount', schema, 'dialog', [open.ms]);
  }
  if ((round + 1) % 5 === 0) log(`round ${round + 1}/${WARMUP + ROUNDS}`);
}

// Re-mounting the same schema, back to back: caches that key on the schema's content stay warm (rjsf keeps
// Ajv validators for the last root schema). Reported beside the main figures, not used for the targets.
log('re-mounting each schema back to back');
const REPEATS = 10;
// Still alternating renderers; each page sees one schema for the whole block.
for (const schema of SCHEMA_IDS) {
  for (let run = 0; run < REPEATS + 2; run++) {
    for (const name of RENDERERS) {
      const page = pages[name];
      await page.bringToFront();
      await settleAfterSwitch(page, schema);
      const mount = await page.evaluate((id) => window.bench.mount(id), schema);
      if (run >= 2) record('remount', schema, name, [mount.ms]);
    }
  }
}

// Counting runs: field-component wrappers and the fiber walk are on; nothing here is timed.
log('counting renders per keystroke');
const counts = {};
for (const name of RENDERERS) {
  const page = pages[name];
  await page.bringToFront();
  await page.evaluate(() => window.bench.setCounting(true));
  counts[name] = {};
  for (const schema of SCHEMA_IDS) {
    const mount = await page.evaluate((id) => window.bench.mount(id), schema);
    await page.evaluate(() => window.bench.focusFirstText());
    await page.evaluate(() => window.bench.idle());
    const perKey = [];
    for (let key = 0; key < 3; key++) {
      await page.keyboard.press(LETTERS[key]);
      perKey.push(await page.evaluate(() => window.bench.keystroke()));
    }
    counts[name][schema] = {
      mountedComponents: mount.components,
      commits: perKey.map((entry) => entry.commits),
      components: perKey.map((entry) => entry.components),
      fieldsRendered: perKey.map((entry) => entry.fieldsRendered),
      fieldComponentRenders: name === 'jsonforms' ? null : perKey.map((entry) => entry.fieldRenders),
    };
  }
  await page.evaluate(() => window.bench.setCounting(false));
}

// Capability probes: render a one-field schema, look at what is on screen and what would be sent.
log('probing variants');
const probes = {};
for (const name of RENDERERS.filter((renderer) => !FLOORS.has(renderer))) {
  const page = pages[name];
  await page.bringToFront();
  probes[name] = {};
  for (const probe of PROBE_IDS) {
    const shown = await page.evaluate((id) => window.bench.probe(id), probe);
    let typed;
    if (probe === 'date-time-typed') {
      const input = page.locator('#app input[type="datetime-local"]').first();
      if ((await input.count()) > 0) {
        await input.fill('2026-11-30T09:30');
        typed = true;
      } else typed = false;
    }
    let read = await page.evaluate(() => window.bench.read());
    // A renderer may report a change a little later (JSON Forms calls onChange from an effect).
    for (let retry = 0; typed && read?.data?.probe === undefined && retry < 10; retry++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      read = await page.evaluate(() => window.bench.read());
    }
    probes[name][probe] = judge(probe, shown, read?.data, typed);
  }
}

await browser.close();
server.close();

// ── 4. the report ───────────────────────────────────────────────────────────────────────────────────
/** @param {string} probe */
function judge(probe, shown, data, typed) {
  const texts = [
    shown.text,
    ...shown.controls.map((control) => control.label),
    ...shown.controls.flatMap((control) => control.options),
  ].join('\n');
  const has = (...words) => words.every((word) => texts.includes(word));
  const checkboxes = shown.controls.filter((control) => control.type === 'checkbox').length;
  const multiSelect = shown.controls.some((control) => control.multiple);
  const value = data && typeof data === 'object' ? data.probe : undefined;
  const seen = () =>
    `${shown.controls.map((control) => control.type || control.tag).join(', ') || 'no control'}` +
    (shown.buttons.length ? `; buttons: ${shown.buttons.join(', ')}` : '');
  switch (probe) {
    case 'titled-single':
      if (has('Superman', 'Green Lantern', 'Wonder Woman')) return { ok: true, note: 'titles shown' };
      return { ok: false, note: has('hero-1') ? 'raw values shown' : `not rendered (${seen()})` };
    case 'legacy-enumNames':
      if (has('Cats', 'Dogs', 'Birds')) return { ok: true, note: 'enumNames shown' };
      return {
        ok: false,
        note: has('pet-1') ? 'raw values shown, enumNames ignored' : `not rendered (${seen()})`,
      };
    case 'untitled-multi':
    case 'titled-multi': {
      const labels = probe === 'untitled-multi' ? ['Guitar', 'Piano', 'Violin'] : ['Tuna', 'Salmon', 'Trout'];
      if ((checkboxes >= 3 || multiSelect) && has(...labels))
        return { ok: true, note: checkboxes >= 3 ? 'checkbox group' : 'multiple select' };
      if (shown.text.includes('Unsupported field schema'))
        return { ok: false, note: '"Unsupported field schema" box showing the raw JSON' };
      const add = shown.buttons.find((button) => /^add/i.test(button));
      if (add) {
        const perItem = shown.controls.some((control) => control.tag === 'select')
          ? ', a select per item'
          : '';
        return { ok: false, note: `array editor ("${add}"${perItem}), no list of choices` };
      }
      return { ok: false, note: `no choices shown (${seen()})` };
    }
    case 'date-time-offset-shown': {
      const input = shown.controls.find((control) => control.tag === 'input');
      // 2026-11-30T14:05:00+08:00 is 2026-11-30 01:05 in New York.
      if (input?.value.startsWith('2026-11-30T01:05')) return { ok: true, note: 'local time shown' };
      if (input?.value.startsWith('2026-11-30T14:05'))
        return { ok: false, note: 'shows the offset’s wall time as local time (wrong instant)' };
      if (input?.value === '') return { ok: false, note: 'default not applied (empty input)' };
      return { ok: false, note: `shows "${input?.value ?? 'no input'}"` };
    }
    case 'date-time-typed': {
      if (!typed) return { ok: false, note: `no date-time input (${seen()})` };
      // 09:30 in New York on 2026-11-30 is 14:30Z.
      const instant = typeof value === 'string' ? Date.parse(value) : Number.NaN;
      const hasOffset = typeof value === 'string' && /(?:Z|[+-]\d{2}:\d{2})$/i.test(value);
      if (hasOffset && instant === Date.parse('2026-11-30T14:30:00Z'))
        return { ok: true, note: `sends ${JSON.stringify(value)}` };
      return { ok: false, note: `sends ${JSON.stringify(value)} for 09:30 in ${TIME_ZONE}` };
    }
    case 'boolean-unanswered':
      if (value === undefined) return { ok: true, note: 'left out' };
      return { ok: false, note: `sends ${JSON.stringify(value)} without an answer` };
    default:
      throw new Error(`unknown probe ${probe}`);
  }
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const round = (value) => Number(value.toPrecision(4));
  return { median: round(median), min: round(sorted[0]), max: round(sorted.at(-1)), n: sorted.length };
}

const figures = {};
for (const [metric, bySchema] of Object.entries(samples)) {
  figures[metric] = {};
  for (const [schema, byRenderer] of Object.entries(bySchema)) {
    figures[metric][schema] = {};
    for (const [name, values] of Object.entries(byRenderer)) figures[metric][schema][name] = stats(values);
  }
}

const ms = (value) => (value >= 10 ? value.toFixed(1) : value >= 1 ? value.toFixed(2) : value.toPrecision(3));
const ratio = (value, base) => (base ? `${(value / base).toFixed(2)}×` : '–');
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const median = (metric, schema, name) => figures[metric]?.[schema]?.[name]?.median;

const machine = {
  os: `${os.type()} ${os.release()} (${os.platform()} ${os.arch()})`,
  cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
  cores: os.cpus().length,
  memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  node: process.version,
  chromium: browser.version(),
  timeZone: TIME_ZONE,
  loadAverage: { start: loadAtStart, end: os.loadavg().map((load) => Number(load.toFixed(2))) },
};
const date = new Date().toISOString();

const targets = [];
const target = (name, measured, met) => targets.push({ name, measured, met });
for (const schema of ['everything', 'fields100']) {
  const ours = median('mount', schema, 'ours');
  const rjsf = median('mount', schema, 'rjsf');
  const floor = median('mount', schema, 'floor');
  const again = ratio(median('remount', schema, 'ours'), median('remount', schema, 'rjsf'));
  target(
    `mount ${SCHEMA_LABELS[schema]} ≤ 0.5× rjsf`,
    `${ratio(ours, rjsf)} (same schema re-mounted: ${again})`,
    ours <= 0.5 * rjsf,
  );
  target(`mount ${SCHEMA_LABELS[schema]} ≤ 2× floor`, ratio(ours, floor), ours <= 2 * floor);
  // Issue 24: the accessible floor has the DOM an accessible form must have; the gap to it is our own work.
  const accessible = median('mount', schema, 'accessible');
  target(
    `mount ${SCHEMA_LABELS[schema]} ≤ 1.5× accessible floor`,
    ratio(ours, accessible),
    ours <= 1.5 * accessible,
  );
  // Issue 15: the inline panel (parse, flow, header, message, form, footer) mounts within 10% of the bare form.
  const panel = median('mount', schema, 'panel');
  target(
    `panel mount ${SCHEMA_LABELS[schema]} within 10% of ElicitationForm`,
    ratio(panel, ours),
    panel <= 1.1 * ours,
  );
  target(`panel mount ${SCHEMA_LABELS[schema]} ≤ 2× floor`, ratio(panel, floor), panel <= 2 * floor);
}
const widgetRenders = SCHEMA_IDS.flatMap((schema) => counts.ours[schema].fieldComponentRenders);
const fieldsTouched = SCHEMA_IDS.flatMap((schema) => counts.ours[schema].fieldsRendered);
target(
  'a keystroke renders exactly one field component (ours, every schema)',
  `widget renders ${[...new Set(widgetRenders)].join('/')}, fields ${[...new Set(fieldsTouched)].join('/')}`,
  widgetRenders.every((count) => count === 1) && fieldsTouched.every((count) => count === 1),
);
{
  const panelWidgets = SCHEMA_IDS.flatMap((schema) => counts.panel[schema].fieldComponentRenders);
  const panelFields = SCHEMA_IDS.flatMap((schema) => counts.panel[schema].fieldsRendered);
  target(
    'a keystroke in the panel renders exactly one field component (every schema)',
    `widget renders ${[...new Set(panelWidgets)].join('/')}, fields ${[...new Set(panelFields)].join('/')}`,
    panelWidgets.every((count) => count === 1) && panelFields.every((count) => count === 1),
  );
}
{
  // Counting runs wrap each widget in a counter (one more component per field render): it is not ours.
  const perKey = SCHEMA_IDS.flatMap((schema) =>
    counts.ours[schema].components.map(
      (components, key) => components - counts.ours[schema].fieldComponentRenders[key],
    ),
  );
  target(
    'a keystroke renders ≤ 3 components (ours, every schema, the counting wrapper left out)',
    `${Math.max(...perKey)} at most`,
    perKey.every((components) => components <= 3),
  );
}
{
  const ours = median('keystroke', 'fields100', 'ours');
  const rjsf = median('keystroke', 'fields100', 'rjsf');
  target('keystroke on 100 fields ≤ 0.3× rjsf', ratio(ours, rjsf), ours <= 0.3 * rjsf);
  const validate = median('validate', 'fields100', 'ours');
  target('validate the 100-field answer ≤ 0.5 ms median', `${ms(validate)} ms`, validate <= 0.5);
}
target(
  'bundle, React excluded, ≤ 0.5× rjsf core + validator',
  `${kB(sizes.ours.gzip)} = ${ratio(sizes.ours.gzip, sizes.rjsf.gzip)} (whole package: ${ratio(sizes['ours-library'].gzip, sizes.rjsf.gzip)})`,
  sizes.ours.gzip <= 0.5 * sizes.rjsf.gzip,
);
target(
  "issue 40: a form request's dialog ≤ 80 kB",
  kB(sizes['ours-dialog'].gzip),
  sizes['ours-dialog'].gzip <= 80_000,
);
target(
  'issue 40: the form path with its stylesheet ≤ 37.4 kB',
  kB(sizes['ours-form-styled'].gzip),
  sizes['ours-form-styled'].gzip <= 37_400,
);
target(
  'issue 40: the whole main entry ≤ 100 kB',
  kB(sizes['ours-library'].gzip),
  sizes['ours-library'].gzip <= 100_000,
);
target(
  'own code ≤ 15 kB min+gzip (whole package entry)',
  `${kB(sizes['ours-own'].gzip)} (form path alone: ${kB(sizes['ours-form-own'].gzip)})`,
  sizes['ours-own'].gzip <= 15_000,
);

targets.push(...paintTables.targets);

const lines = [];
const row = (cells) => lines.push(`| ${cells.join(' | ')} |`);
/** A header row; the first `left` columns are text, the rest figures. */
const header = (cells, left = 2) => {
  row(cells);
  row(cells.map((_cell, index) => (index < left ? '---' : '---:')));
};
lines.push(
  `# Benchmark: ElicitationForm vs rjsf vs JSON Forms vs a plain-React floor`,
  '',
  `${date.slice(0, 10)} · ${machine.cpu}, ${machine.cores} cores, ${machine.memory} · ${machine.os} · Node ${machine.node} · Chromium ${machine.chromium} (headless)`,
  '',
  `Medians (min–max) over ${ROUNDS} measured rounds after ${WARMUP} warm-up rounds; renderers alternate ` +
    `A B C D each round. Keystrokes: ${KEYS} per round (${ROUNDS * KEYS} samples); validations: ` +
    `${VALIDATIONS} per round (${ROUNDS * VALIDATIONS} samples, each the mean of ${VALIDATION_BATCH} calls). ` +
    'Ratios compare medians of the same run. ' +
    'Method: bench/README.md.',
  '',
  '## Summary: mount medians (ms) and ratios',
  '',
);
header(
  [
    'schema',
    'ours',
    'panel (inline)',
    'rjsf + ajv8',
    'JSON Forms',
    'bare floor',
    'accessible floor',
    'ours ÷ rjsf',
    'ours ÷ accessible',
    'panel ÷ ours',
    'dialog open → first field focused',
  ],
  1,
);
for (const schema of SCHEMA_IDS) {
  const of = (name) => median('mount', schema, name);
  row([
    SCHEMA_LABELS[schema],
    ...['ours', 'panel', 'rjsf', 'jsonforms', 'floor', 'accessible'].map((name) => ms(of(name))),
    ratio(of('ours'), of('rjsf')),
    ratio(of('ours'), of('accessible')),
    ratio(of('panel'), of('ours')),
    `${ms(median('dialogOpen', schema, 'dialog'))} (mount ${ms(median('dialogMount', schema, 'dialog'))})`,
  ]);
}
lines.push(
  '',
  `Load average at the start of the run: ${loadAtStart.join(' ')} (${os.cpus().length} cores). The dialog ` +
    '(`ElicitationDialog`, raw params) is opened once per schema each round; its open is the time from the ' +
    'render call to the first field taking focus, its mount the same commit rule as the other renderers.',
  '',
  ...paintTables.lines,
  '',
  '## Mount: render call → committed DOM (ms)',
  '',
);
header([
  'schema',
  'renderer',
  'median',
  'min',
  'max',
  '× floor',
  '× accessible',
  '× rjsf',
  'components',
  'DOM elements',
]);
for (const schema of SCHEMA_IDS) {
  for (const name of RENDERERS) {
    const figure = figures.mount[schema][name];
    row([
      SCHEMA_LABELS[schema],
      LABELS[name],
      ms(figure.median),
      ms(figure.min),
      ms(figure.max),
      ratio(figure.median, median('mount', schema, 'floor')),
      ratio(figure.median, median('mount', schema, 'accessible')),
      ratio(figure.median, median('mount', schema, 'rjsf')),
      String(counts[name][schema].mountedComponents),
      String(dom[`${name}/${schema}`].elements),
    ]);
  }
}
lines.push(
  '',
  `Same schema re-mounted back to back (${REPEATS} runs after 2; caches keyed by the schema stay warm), median ms:`,
  '',
);
header(['schema', ...RENDERERS.map((name) => LABELS[name])], 1);
for (const schema of SCHEMA_IDS) {
  row([
    SCHEMA_LABELS[schema],
    ...RENDERERS.map(
      (name) =>
        `${ms(figures.remount[schema][name].median)} (${ratio(figures.remount[schema][name].median, median('remount', schema, 'rjsf'))} rjsf)`,
    ),
  ]);
}
lines.push('', '## Keystroke in the first text field (ms, and what one keystroke renders)', '');
header([
  'schema',
  'renderer',
  'median',
  'min',
  'max',
  '× floor',
  '× accessible',
  '× rjsf',
  'commits',
  'components',
  'fields',
  'field components',
]);
for (const schema of SCHEMA_IDS) {
  for (const name of RENDERERS) {
    const figure = figures.keystroke[schema][name];
    const count = counts[name][schema];
    row([
      SCHEMA_LABELS[schema],
      LABELS[name],
      ms(figure.median),
      ms(figure.min),
      ms(figure.max),
      ratio(figure.median, median('keystroke', schema, 'floor')),
      ratio(figure.median, median('keystroke', schema, 'accessible')),
      ratio(figure.median, median('keystroke', schema, 'rjsf')),
      String(count.commits.at(-1)),
      String(count.components.at(-1)),
      String(count.fieldsRendered.at(-1)),
      count.fieldComponentRenders ? String(count.fieldComponentRenders.at(-1)) : '–',
    ]);
  }
}
lines.push(
  '',
  'Per keystroke (the third of three, counting runs): "commits", React commits; "components", function and ' +
    'class components React rendered (fiber walk through the DevTools hook); "fields", fields with at least ' +
    'one re-rendered component; "field components", renders of the per-field component counted by a ' +
    'wrapper (ours: the widget, through `components`; rjsf: SchemaField; floor: its input component; ' +
    'JSON Forms: none can be wrapped, its field components read its context).',
  '',
  '## Validate a full, valid answer (ms)',
  '',
);
header(['schema', 'renderer', 'median', 'min', 'max', '× rjsf']);
for (const schema of SCHEMA_IDS) {
  for (const name of RENDERERS.filter((renderer) => !FLOORS.has(renderer))) {
    const figure = figures.validate[schema][name];
    row([
      SCHEMA_LABELS[schema],
      LABELS[name],
      ms(figure.median),
      ms(figure.min),
      ms(figure.max),
      ratio(figure.median, median('validate', schema, 'rjsf')),
    ]);
  }
}
lines.push(
  '',
  'ours: `validateContent(model, content)` (cached compiled validator, messages included); rjsf: ' +
    '`validator.validateFormData`; JSON Forms: core `validate` with the Ajv function from `createAjv().compile`.',
  '',
  '## Bundle: min+gzip, React and ReactDOM external',
  '',
);
header(['entry', 'file', 'min', 'min+gzip', '× rjsf']);
for (const size of Object.values(sizes)) {
  row([size.label, `\`${size.entry}\``, kB(size.min), kB(size.gzip), ratio(size.gzip, sizes.rjsf.gzip)]);
}
lines.push('', '## Variants each renderer can render (probed by rendering and inspecting)', '');
header(['variant', ...RENDERERS.filter((name) => !FLOORS.has(name)).map((name) => LABELS[name])], 4);
for (const probe of PROBE_IDS) {
  row([
    PROBE_LABELS[probe],
    ...Object.keys(probes).map((name) => `${probes[name][probe].ok ? '✓' : '✗'} ${probes[name][probe].note}`),
  ]);
}
lines.push('', '## Targets (reported, not asserted)', '');
header(['target', 'measured', 'met'], 1);
for (const entry of targets) row([entry.name, entry.measured, entry.met ? 'yes' : '**no**']);

const notes = [
  "The issue calls the reference server's trigger-elicitation-request schema an 11-field schema; " +
    '@modelcontextprotocol/server-everything@2026.8.31 sends 13 fields (`everythingElicitationRequest` in ' +
    'test/fixtures/requests.ts), and that is what is measured.',
];
for (const [name, schemas] of Object.entries(answerErrors)) {
  for (const [schema, errors] of Object.entries(schemas)) {
    if (errors) notes.push(`${LABELS[name]} reports ${errors} error(s) for the full ${schema} answer.`);
  }
}
for (const [key, commits] of Object.entries(lateCommits))
  notes.push(`${key}: ${commits} commit(s) after the synchronous render, included in its mount time.`);
if (pageErrors.length) notes.push(`Page errors: ${pageErrors.join('; ')}`);
// Only the start counts: by the end, the load average is mostly the bench's own Chromium and Node.
if (loadAtStart[0] > machine.cores / 2)
  notes.push(
    `The machine was busy before the run (load average ${loadAtStart[0]} at the start, ${machine.cores} cores): ` +
      'absolute times are inflated; ratios within a round are still comparable.',
  );
lines.push('', '## Notes', '', ...notes.map((note) => `- ${note}`));
const { results: bridge, markdown: bridgeText } = await runBridge();

const markdown = `${lines.join('\n')}\n\n${BRIDGE_HEADING}\n\n${bridgeText}`;
console.log(markdown);
const seconds = (performance.now() - started) / 1000;
log(`done in ${seconds.toFixed(0)} s`);

if (!options['no-write']) {
  const results = {
    date,
    machine,
    settings: {
      rounds: ROUNDS,
      warmup: WARMUP,
      keystrokesPerRound: KEYS,
      validationsPerRound: VALIDATIONS,
      validationBatch: VALIDATION_BATCH,
      paintRounds: PAINT_ROUNDS,
      firstOpens: FIRST_OPENS,
    },
    durationSeconds: Math.round(seconds),
    figures,
    paint: {
      mount: paint.mount,
      keystroke: paint.keystroke,
      firstOpen: paint.firstOpen,
      samples: paint.samples,
    },
    counts,
    sizes,
    probes,
    targets,
    checks: {
      answerErrors,
      dom,
      focused,
      lateCommits,
      pageErrors,
      consoleMessages: summarise(consoleMessages),
    },
    notes,
    bridge,
  };
  await mkdir(join(here, 'results'), { recursive: true });
  await writeFile(join(here, 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(join(here, 'results', 'latest.md'), markdown);
}

function summarise(messages) {
  return Object.fromEntries(
    Object.entries(messages).map(([name, list]) => [
      name,
      { count: list.length, first: [...new Set(list)].slice(0, 3) },
    ]),
  );
}
