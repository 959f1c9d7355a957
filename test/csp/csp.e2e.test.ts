// Strict CSP in a real browser: a production Vite build of test/csp/entry.tsx (the library and its stylesheet),
// served from 127.0.0.1 with `default-src 'self'; script-src 'self'; style-src 'self'` (no unsafe-eval, no
// unsafe-inline), driven in the system Chromium by playwright-core. The user fills the form with mistakes,
// validation (no code generation) shows them, the user fixes them, reviews and sends; the page must see the
// exact answer, no CSP violation and no console error.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../../scripts/chromium.js';
import { buildPage, servePage } from '../support/built-page.js';
import type { CspPageState } from './entry.js';

/** The start of the page's own probe (`PROBE` in entry.tsx), as its violation report samples it. */
const PROBE = 'return "zq7';

const here = dirname(fileURLToPath(import.meta.url));
// `'report-sample'` only adds the first characters of what was blocked to each violation report.
const CSP =
  "default-src 'self'; script-src 'self' 'report-sample'; style-src 'self' 'report-sample'; object-src 'none'; base-uri 'none'";
let outDir = '';
let site: Awaited<ReturnType<typeof servePage>> | undefined;
let origin = '';
let browser: Browser | undefined;
const served: string[] = [];

beforeAll(async () => {
  outDir = join(tmpdir(), `mcp-elicitation-csp-${process.pid}-${Date.now()}`);
  // No data: URIs and no inline preload helper: everything must come from 'self' as files.
  await buildPage(here, outDir, { assetsInlineLimit: 0, modulePreload: { polyfill: false } });
  // The strict policy on every response.
  const headers = { 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff' };
  site = await servePage(outDir, {
    headers,
    onRequest: (path) => served.push(path),
    route: (path, response) => {
      if (path === '/favicon.ico') return Boolean(response.writeHead(204).end());
      if (path !== '/connected.html') return false;
      // The page URL mode sends the user to: same loopback origin, so opening it touches nothing outside.
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': CSP })
        .end('<!doctype html><title>Connected</title><p>Connected</p>');
      return true;
    },
  });
  origin = site.origin;
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const pageState = (page: Page) => page.evaluate(() => window.__csp) as Promise<CspPageState>;

describe('under a strict Content-Security-Policy', () => {
  it('given a form, should render the dialog, validate without eval, and send exactly the corrected answer', async () => {
    if (!browser) throw new Error('no browser');
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    try {
      const response = await page.goto(`${origin}/`);
      expect(response?.headers()['content-security-policy']).toBe(CSP);
      // The built page has no inline script or style for the policy to forbid.
      const html = await readFile(join(outDir, 'index.html'), 'utf8');
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=/);

      const dialog = page.getByRole('dialog', { name: 'CSP test server is asking for information' });
      await dialog.waitFor({ timeout: 15_000 });

      // The policy really forbids code generation.
      expect((await pageState(page)).evalRefused).toBe(true);

      // The stylesheet applied from its own file: the dialog is laid out by the theme, not by the browser default.
      const style = await page.locator('.mcp-elicit-dialog').evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          position: computed.position,
          radius: computed.borderTopLeftRadius,
          display: computed.display,
        };
      });
      expect(style).toEqual({ position: 'fixed', radius: '12px', display: 'flex' });
      // A modal dialog locks the page behind it; under this policy that must not need an inline <style>.
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
        'page behind the modal scrolls',
      ).toBe('hidden');
      const send = page.getByRole('button', { name: 'Review' });
      expect(await send.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      );

      // Mistakes: validation runs and says what is wrong; nothing is sent.
      await page.getByRole('radio', { name: 'Green' }).check();
      await page.getByRole('textbox', { name: 'Name' }).fill('A');
      await page.getByRole('textbox', { name: 'Email' }).fill('ada@');
      await page.getByRole('textbox', { name: 'Age' }).fill('12');
      await send.click();
      const summary = page
        .getByRole('alert')
        .filter({ hasText: 'There are 3 problems to fix before sending.' });
      await summary.waitFor({ timeout: 10_000 });
      const problems = await summary.textContent();
      expect(problems).toContain('Name: Enter at least 2 characters.');
      expect(problems).toContain('Email: Enter an email address, like name@example.com.');
      expect(problems).toContain('Age: Enter 18 or more.');
      expect((await pageState(page)).results).toEqual([]);

      // Fixed, reviewed, sent.
      await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
      await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
      await page.getByRole('textbox', { name: 'Age' }).fill('36');
      await send.click();
      await page.getByRole('heading', { name: 'Review your answer' }).waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Send' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });

      const end = await pageState(page);
      expect(end.results).toEqual([
        { action: 'accept', content: { name: 'Ada', email: 'ada@example.com', age: 36, color: 'green' } },
      ]);
      // Only the page's own probe may have been refused; the library must cause no violation at all.
      const probe = end.violations.filter((violation) => violation.includes(PROBE));
      expect(probe).toHaveLength(1);
      expect(end.violations.filter((violation) => !violation.includes(PROBE))).toEqual([]);
      expect(consoleErrors).toEqual([]);
      // Only the page's own files were requested.
      expect(
        served.every(
          (path) =>
            path === '/' ||
            path.startsWith('/assets/') ||
            path === '/favicon.ico' ||
            path === '/connected.html',
        ),
      ).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('given a URL-mode request, should show it and open it only on Open, in a new tab, with no violation', async () => {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    try {
      await page.goto(`${origin}/?mode=url`);
      const dialog = page.getByRole('dialog', { name: 'CSP test server wants to send you to a website' });
      await dialog.waitFor({ timeout: 15_000 });
      // The full address, as text, and nothing opened yet.
      await dialog.getByText(`${origin}/connected.html?from=csp`).waitFor({ timeout: 5_000 });
      expect(context.pages()).toHaveLength(1);
      expect((await pageState(page)).results).toEqual([]);

      const popup = context.waitForEvent('page', { timeout: 10_000 });
      await dialog.getByRole('button', { name: 'Open' }).click();
      const opened = await popup;
      await opened.waitForLoadState('domcontentloaded');
      expect(opened.url()).toBe(`${origin}/connected.html?from=csp`);
      // noopener: the new page cannot reach back into the client.
      expect(await opened.evaluate(() => window.opener)).toBeNull();

      const end = await pageState(page);
      expect(end.results).toEqual([{ action: 'accept' }]);
      expect(end.violations.filter((violation) => !violation.includes(PROBE))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
