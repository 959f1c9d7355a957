// Installs the packed library (`npm pack` of dist/, once) into fresh consumer apps and uses it as they would:
//   types  a TypeScript host importing the main entry, /core, /bridge, /react-hook-form and the stylesheet, type-checked by
//          TypeScript 5.9 (bundler with noUncheckedSideEffectImports, node16, node10) and 7.0 (bundler, node16;
//          7.0 has no node10);
//   next   a Next.js 16 App Router app: `next build`, `next start` on loopback, a Server Component page that
//          parses (with /core) and validates (with the main entry), a Client Component page with the dialog, answered
//          in Chromium, and the bridge's route handlers answered from pages on other hosts (next-bridge.mjs).
// The apps' dependencies (package.json + package-lock.json here) are installed with `npm ci` in a folder outside
// the repository, so nothing resolves from the repository's own node_modules; again only when the lock changes.
// Needs `npm run build` first. Last stdout line: `N passed, N failed`; exit code non-zero when anything failed.
//
// Env: CONSUMERS_DIR=<path>            the work folder (default: <tmp>/mcp-elicitation-react-consumers-<checkout>);
//      CONSUMERS_INSTALL_TIMEOUT_MS    hard limit for `npm ci` (default 600000).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { chromium } from 'playwright-core';
import semver from 'semver';
import { runnerImport } from 'vite';
import { finish, run, start } from '../../scripts/processes.mjs';
import { answerFromOtherHosts } from './next-bridge.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
// One folder per checkout, so that two checkouts testing at once do not share an install.
const checkoutId = createHash('sha256').update(root).digest('hex').slice(0, 8);
const work = path.resolve(
  process.env.CONSUMERS_DIR ?? path.join(tmpdir(), `mcp-elicitation-react-consumers-${checkoutId}`),
);
const INSTALL_TIMEOUT_MS = Number(process.env.CONSUMERS_INSTALL_TIMEOUT_MS) || 600_000;
const library = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const apps = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));

const outcomes = [];
/** Records one check: shown as ok/FAILED with its time and, when it failed, why. */
async function check(name, body) {
  const started = Date.now();
  let problem;
  try {
    problem = await body();
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  outcomes.push({ name, problem });
  console.log(
    `${problem ? 'FAILED' : 'ok    '} ${name} (${seconds}s)${problem ? `\n${indent(problem)}` : ''}`,
  );
  return !problem;
}
const indent = (text) =>
  text
    .trim()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
const tail = (output, lines = 25) => output.trim().split('\n').slice(-lines).join('\n');

/** Every check this run would make, so that a setup failure fails each of them. */
const TYPE_CHECKS = [
  ['typescript', 'bundler'],
  ['typescript', 'node16'],
  ['typescript', 'node10'],
  ['typescript-7', 'bundler'],
  ['typescript-7', 'node16'],
];
const NEXT_CHECKS = [
  'next build',
  'next: Server Component page, prerendered',
  'next: Server Component page, per request',
  'next: Client Component page',
  'next: dialog',
  'next: bridge answers from pages on other hosts',
];
const typeCheckName = ([tsPackage, resolution]) =>
  `types: TypeScript ${apps.devDependencies[tsPackage].replace('npm:typescript@', '')}, ${resolution}`;

function failEverything(reason) {
  console.log(reason);
  for (const name of [...TYPE_CHECKS.map(typeCheckName), ...NEXT_CHECKS])
    outcomes.push({ name, problem: reason });
  report();
}

function report() {
  const failed = outcomes.filter((outcome) => outcome.problem);
  if (failed.length) console.log(`\nfailed: ${failed.map((outcome) => outcome.name).join('; ')}`);
  finish(outcomes.length - failed.length, failed.length);
}

// --- setup: the build, the apps' dependencies, the tarball ---------------------------------------------

for (const file of [
  'dist/index.js',
  'dist/core.js',
  'dist/bridge.js',
  'dist/react-hook-form.js',
  'dist/types/index.d.ts',
  'dist/styles.css.d.ts',
]) {
  if (!existsSync(path.join(root, file))) failEverything(`${file} is missing: run \`npm run build\` first`);
}
// The library's own dependencies are pinned in the apps' lock, so the unpacked tarball finds them installed.
for (const [name, range] of Object.entries(library.dependencies ?? {})) {
  if (apps.dependencies[name] !== range) {
    failEverything(
      `test/consumers/package.json must list the library's dependency "${name}": "${range}" ` +
        `(has ${apps.dependencies[name] ?? 'nothing'}); then run npm install in test/consumers`,
    );
  }
}

const npmEnv = { ...process.env, npm_config_update_notifier: 'false' };
// Set by a parent `npm run`; it would point npm at the repository's package.
delete npmEnv.npm_config_local_prefix;

const lock = readFileSync(path.join(here, 'package-lock.json'));
const stamp = createHash('sha256')
  .update(readFileSync(path.join(here, 'package.json')))
  .update(lock)
  .digest('hex');
const stampFile = path.join(work, 'node_modules', '.installed-from');
mkdirSync(work, { recursive: true });
if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  console.log(`consumers: installing the apps' dependencies into ${work} (npm ci)`);
  rmSync(path.join(work, 'node_modules'), { recursive: true, force: true });
  cpSync(path.join(here, 'package.json'), path.join(work, 'package.json'));
  cpSync(path.join(here, 'package-lock.json'), path.join(work, 'package-lock.json'));
  const install = await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: work,
    env: npmEnv,
    timeoutMs: INSTALL_TIMEOUT_MS,
  });
  if (install.code !== 0) {
    failEverything(
      `npm ci in ${work} ${install.timedOut ? `was killed after ${INSTALL_TIMEOUT_MS} ms` : `exited with ${install.code}`}:\n${tail(install.output)}`,
    );
  }
  writeFileSync(stampFile, stamp);
}

const packDir = path.join(work, 'pack');
rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir);
const pack = await run('npm', ['pack', '--json', '--pack-destination', packDir], {
  cwd: root,
  env: npmEnv,
  timeoutMs: 60_000,
});
if (pack.code !== 0) failEverything(`npm pack exited with ${pack.code}:\n${tail(pack.output)}`);
const tarball = path.join(packDir, JSON.parse(pack.output.slice(pack.output.indexOf('[')))[0].filename);

// The tarball is unpacked into node_modules as npm would place it, rather than `npm install`ed: that would
// re-resolve the tree, which needs registry metadata that `npm ci` never stores (an empty npm cache, as on a
// fresh machine, failed with "ERESOLVE … Found: react@undefined"). What npm's resolution would have checked,
// that each dependency and peer of the package is installed in a version its range accepts, is checked here.
const installed = path.join(work, 'node_modules', library.name);
rmSync(installed, { recursive: true, force: true });
mkdirSync(installed, { recursive: true });
const unpack = await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], {
  cwd: work,
  env: npmEnv,
  timeoutMs: 60_000,
});
if (unpack.code !== 0)
  failEverything(
    `tar could not unpack ${path.basename(tarball)} (exit ${unpack.code}):\n${tail(unpack.output)}`,
  );
const unmet = unmetRequirements(JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')));
if (unmet.length > 0)
  failEverything(`the packed library's requirements are not met in the apps:\n${unmet.join('\n')}`);
if (
  readFileSync(path.join(installed, 'dist/index.js'), 'utf8') !==
  readFileSync(path.join(root, 'dist/index.js'), 'utf8')
) {
  failEverything(`${installed} is not the build in dist/`);
}
console.log(`consumers: ${path.basename(tarball)} installed in ${work}`);

// The apps' sources, fresh each run.
for (const app of ['types', 'next-app']) {
  rmSync(path.join(work, app), { recursive: true, force: true });
  cpSync(path.join(here, app), path.join(work, app), { recursive: true });
}

// --- types --------------------------------------------------------------------------------------------

for (const [tsPackage, resolution] of TYPE_CHECKS) {
  await check(typeCheckName([tsPackage, resolution]), async () => {
    const tsc = path.join(work, 'node_modules', tsPackage, 'bin', 'tsc');
    const config = path.join(work, 'types', `tsconfig.${resolution}.json`);
    const result = await run(process.execPath, [tsc, '-p', config, '--pretty', 'false'], {
      cwd: work,
      timeoutMs: 120_000,
    });
    return result.code === 0 ? undefined : tail(result.output) || `tsc exited with ${result.code}`;
  });
}

// --- next ---------------------------------------------------------------------------------------------

const appDir = path.join(work, 'next-app');
const nextBin = path.join(work, 'node_modules', 'next', 'dist', 'bin', 'next');
const nextEnv = { ...npmEnv, NEXT_TELEMETRY_DISABLED: '1' };

const built = await check('next build', async () => {
  const build = await run(process.execPath, [nextBin, 'build'], {
    cwd: appDir,
    env: nextEnv,
    timeoutMs: 300_000,
  });
  if (build.code === 0) return undefined;
  const hint = /#441|is on the client/.test(build.output)
    ? "\na core function reached the server as a client reference: is 'use client' on a module that re-exports the core?"
    : '';
  return `exited with ${build.code}${build.timedOut ? ' (timed out)' : ''}:\n${tail(build.output)}${hint}`;
});

if (!built) {
  for (const name of NEXT_CHECKS.slice(1)) outcomes.push({ name, problem: 'next build failed' });
  report();
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = start(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
  cwd: appDir,
  env: nextEnv,
});
try {
  await waitUntilServing(origin, server);

  const serverPageText = [
    'Where should we ship your order?',
    'Email for updates',
    'City',
    'Express delivery',
    'email: format',
    'city: minLength',
  ];
  for (const [name, route] of [
    [NEXT_CHECKS[1], '/'],
    [NEXT_CHECKS[2], '/per-request'],
  ]) {
    await check(name, () => fetchPage(server, `${origin}${route}`, serverPageText));
  }
  await check('next: Client Component page', () => fetchPage(server, `${origin}/dialog`, ['Checkout']));
  await check('next: dialog', () => answerDialog(origin));
  await check(NEXT_CHECKS[5], () => answerFromOtherHosts(port));
} catch (error) {
  const reason = `next start: ${error instanceof Error ? error.message : String(error)}\n${tail(server.output())}`;
  for (const name of NEXT_CHECKS.slice(1)) {
    if (!outcomes.some((outcome) => outcome.name === name)) outcomes.push({ name, problem: reason });
  }
  console.log(`FAILED ${reason}`);
} finally {
  await server.stop();
}
report();

/** A port on 127.0.0.1 that is free now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/** Resolves once the server answers on `url`; throws if it exits first or takes over 60 s. */
async function waitUntilServing(url, child) {
  let exited = false;
  child.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('the server exited before it answered');
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`no answer on ${url} within 60 s`);
}

/** Why a page is not what a user should get, or undefined. Error #441: a client function called on the server. */
function pageProblem(status, html, expected) {
  const problems = [];
  if (status !== 200) problems.push(`HTTP ${status}`);
  for (const text of expected) if (!html.includes(text)) problems.push(`no "${text}" in the page`);
  const reactError =
    /Minified React error #\d+|React error #\d+|is on the client|client function from the server/.exec(html);
  if (reactError) problems.push(`the page shows "${reactError[0]}"`);
  return problems.length ? problems.join('; ') : undefined;
}

/** Fetches a page from the running app: why it is not what a user should get (with what the server logged), or undefined. */
async function fetchPage(server, url, expected) {
  const logged = server.output().length;
  const response = await fetch(url);
  const problem = pageProblem(response.status, await response.text(), expected);
  const log = server.output().slice(logged).trim();
  return problem && log ? `${problem}\nnext start logged:\n${tail(log, 12)}` : problem;
}

/** Fills in and sends the dialog page as a user would, in Chromium: what went wrong, or undefined. */
async function answerDialog(origin) {
  const { module: chromiumSetup } = await runnerImport(path.join(root, 'scripts/chromium.ts'), {
    configFile: false,
    logLevel: 'error',
  });
  const browser = await chromium.launch({
    executablePath: chromiumSetup.findChromium(),
    args: chromiumSetup.chromiumArgs,
  });
  try {
    const context = await browser.newContext();
    // Nothing but the app: any other request is refused.
    await context.route(
      (url) => !url.href.startsWith(origin),
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${origin}/dialog`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('textbox', { name: /Email for updates/ }).fill('ada@example.com');
    await dialog.getByRole('textbox', { name: /City/ }).fill('Lisbon');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    const result = JSON.parse(await page.locator('#result').textContent());
    const expected = {
      action: 'accept',
      content: { email: 'ada@example.com', city: 'Lisbon', express: false },
    };
    const problems = [];
    if (!isDeepStrictEqual(result, expected)) {
      problems.push(`the host got ${JSON.stringify(result)}, not ${JSON.stringify(expected)}`);
    }
    if (errors.length) problems.push(`errors in the page:\n${errors.join('\n')}`);
    return problems.length ? problems.join('\n') : undefined;
  } finally {
    await browser.close();
  }
}

/**
 * Each dependency or peer of the packed manifest that the apps' node_modules lacks, or holds in a version
 * outside the range: what `npm install` would have refused with ERESOLVE. An optional peer (react-hook-form, for
 * the adapter entry only) may be absent, as npm lets it be; when present, its version must fit.
 */
function unmetRequirements(manifest) {
  const wanted = { ...manifest.dependencies, ...manifest.peerDependencies };
  const optional = new Set(
    Object.entries(manifest.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta?.optional === true)
      .map(([name]) => name),
  );
  return Object.entries(wanted).flatMap(([name, range]) => {
    const file = path.join(work, 'node_modules', name, 'package.json');
    if (!existsSync(file)) return optional.has(name) ? [] : [`${name}@"${range}" is not installed`];
    const { version } = JSON.parse(readFileSync(file, 'utf8'));
    return semver.satisfies(version, range) ? [] : [`${name}@"${range}" is wanted, ${version} is installed`];
  });
}
