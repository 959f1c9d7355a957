// What a request loads, in a host's production build (Vite, code split) served from 127.0.0.1 and driven in the
// system Chromium by playwright-core: a form request's dialog never fetches the URL analysis (the public-suffix list)
// nor the URL consent view; a URL request fetches both, and until the analysis is in, the person sees the whole
// address as plain text, "Checking the address…" and a disabled Open; when it cannot be loaded, the link is blocked
// and the step says so. The chunks are held or failed at the network, as a slow or broken connection would.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../../scripts/chromium.js';
import { buildPage, servePage } from '../support/built-page.js';
import type { OnDemandPageState } from './entry.js';
import { LOOKALIKE_URL } from './page-data.js';

const here = dirname(fileURLToPath(import.meta.url));
/** A string of the public-suffix list (its private section), found nowhere else in the library. */
const SUFFIX_LIST_MARKER = 'amazonaws';
const WAIT = { timeout: 15_000 };

let outDir = '';
let site: Awaited<ReturnType<typeof servePage>> | undefined;
let origin = '';
let browser: Browser | undefined;
/** The built files a URL request loads on demand, as the page requests them (`/assets/…`). */
const chunks = { analysis: '', consent: '' };
/** The files the page loads at once: its entry chunk and what that imports statically. */
let eagerFiles: string[] = [];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

beforeAll(async () => {
  outDir = join(tmpdir(), `mcp-elicitation-on-demand-${process.pid}-${Date.now()}`);
  await buildPage(here, outDir, { manifest: true, modulePreload: { polyfill: false } });
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const fileOf = (source: string) => {
    const key = Object.keys(manifest).find((name) => name.endsWith(source));
    if (!key) throw new Error(`no chunk for ${source} in the build`);
    return `/${(manifest[key] as ManifestChunk).file}`;
  };
  chunks.analysis = fileOf('src/core/url/analyze-url.ts');
  chunks.consent = fileOf('src/react/url/url-consent.tsx');
  const eager = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || eager.has(chunk.file)) return;
    eager.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  eagerFiles = [...eager];
  site = await servePage(outDir);
  origin = site.origin;
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** A fresh page that records every path it requests and every error it logs. */
async function openPage(): Promise<{ page: Page; requested: string[]; errors: string[] }> {
  if (!browser) throw new Error('no browser');
  const page = await browser.newPage();
  const requested: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, requested, errors };
}

const pageState = (page: Page) => page.evaluate(() => window.__onDemand) as Promise<OnDemandPageState>;

describe('what a request loads', () => {
  it('given the build, should put the public-suffix list in the analysis chunk only, none of it in what a page loads at once', async () => {
    expect(eagerFiles.length).toBeGreaterThan(0);
    for (const file of eagerFiles) {
      expect(await readFile(join(outDir, file), 'utf8'), file).not.toContain(SUFFIX_LIST_MARKER);
    }
    // The check can fail: the list is in the build, in the chunk a URL request loads.
    expect(await readFile(join(outDir, chunks.analysis), 'utf8')).toContain(SUFFIX_LIST_MARKER);
    expect(eagerFiles.map((file) => `/${file}`)).not.toContain(chunks.analysis);
    expect(eagerFiles.map((file) => `/${file}`)).not.toContain(chunks.consent);
  });

  it('given a form request, should never request the URL analysis nor the URL consent view, from the open to the answer', async () => {
    const { page, requested, errors } = await openPage();
    try {
      await page.goto(`${origin}/?mode=form`);
      await page
        .getByRole('dialog', { name: 'On-demand test server is asking for information' })
        .waitFor(WAIT);
      await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.waitForFunction(() => window.__onDemand.results.length === 1, undefined, WAIT);
      await page.waitForLoadState('networkidle');
      expect((await pageState(page)).results).toEqual([{ action: 'accept', content: { name: 'Ada' } }]);
      expect(requested.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(0);
      expect(requested).not.toContain(chunks.analysis);
      expect(requested).not.toContain(chunks.consent);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('given a URL request whose analysis is held, should show the whole address as plain text, say it is checking, and keep Open disabled until the analysis is in', async () => {
    const { page, requested, errors } = await openPage();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => undefined;
    const analysisAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route(`${origin}${chunks.analysis}`, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    try {
      await page.goto(`${origin}/?mode=url`);
      const dialog = page.getByRole('dialog', {
        name: 'On-demand test server wants to send you to a website',
      });
      await dialog.waitFor(WAIT);
      await analysisAsked;
      // While it loads (the consent view is in by now: wait for it, so only the analysis is missing).
      await page.waitForFunction(
        (file) => performance.getEntriesByName(new URL(file, location.href).href).length > 0,
        chunks.consent,
        WAIT,
      );
      const status = dialog.getByRole('status').filter({ hasText: 'Checking the address…' });
      await status.waitFor(WAIT);
      const open = dialog.getByRole('button', { name: 'Open' });
      expect(await open.isDisabled()).toBe(true);
      // The whole address, exactly as it will be opened, and nothing that presents it as safe or named.
      expect(await dialog.locator('.mcp-elicit-url-full').textContent()).toBe(LOOKALIKE_URL);
      expect(await dialog.getByText('Open this link only if you trust it', { exact: false }).count()).toBe(0);
      expect(await dialog.locator('.mcp-elicit-url-facts').count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Decline' }).isEnabled()).toBe(true);
      expect((await pageState(page)).opened).toEqual([]);

      release();
      // Analysed: the host is named for what it is, and only now can the link be opened.
      await dialog.getByText('The address looks like appie.com', { exact: false }).waitFor(WAIT);
      expect(await dialog.locator('.mcp-elicit-url-facts').textContent()).toContain('xn--80ak6aa92e.com');
      expect(await dialog.getByText('Checking the address…').count()).toBe(0);
      expect(await open.isEnabled()).toBe(true);
      await open.click();
      await page.waitForFunction(() => window.__onDemand.opened.length === 1, undefined, WAIT);
      expect((await pageState(page)).opened).toEqual([LOOKALIKE_URL]);
      expect(requested).toContain(chunks.analysis);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const [what, chunk] of [
    ['analysis', 'analysis'],
    ['consent view', 'consent'],
  ] as const) {
    it(`given a URL request whose ${what} cannot be loaded, should block the link and say so, offering nothing to open`, async () => {
      const { page } = await openPage();
      await page.route(`${origin}${chunks[chunk]}`, (route) => route.abort('failed'));
      try {
        await page.goto(`${origin}/?mode=url`);
        const dialog = page.getByRole('dialog', {
          name: 'On-demand test server wants to send you to a website',
        });
        await dialog.waitFor(WAIT);
        await dialog
          .getByRole('alert')
          .filter({ hasText: 'This link was blocked: its address could not be checked.' })
          .waitFor(WAIT);
        expect(await dialog.getByRole('button', { name: 'Open' }).count()).toBe(0);
        expect(await dialog.locator('.mcp-elicit-url-full').textContent()).toBe(LOOKALIKE_URL);
        // Refusing still works, and nothing was opened.
        await dialog.getByRole('button', { name: 'Decline' }).click();
        await page.waitForFunction(() => window.__onDemand.results.length === 1, undefined, WAIT);
        expect(await pageState(page)).toEqual({ results: [{ action: 'decline' }], opened: [] });
      } finally {
        await page.close();
      }
    });
  }
});
