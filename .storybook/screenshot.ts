// Takes the README's Storybook screenshot from the *built* Storybook, offline:
//   npm run build-storybook && node -e "import('vite').then((v) => v.runnerImport('./.storybook/screenshot.ts'))"
// It serves storybook-static/ on 127.0.0.1, opens one story's iframe in the system Chromium and writes
// docs/images/storybook-dialog.png. Options: STORY=<story id>, OUT=<png path>, VIEW_MODE=docs (with a
// `…--docs` id) for a docs page, FULL_PAGE=1 for a story taller than the window (a transcript), e.g.
//   STORY=components-elicitationpanel--transcript OUT=docs/images/panel-transcript.png FULL_PAGE=1
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../scripts/chromium.js';

const root = resolve(import.meta.dirname, '..');
const staticDir = join(root, 'storybook-static');
const story = process.env.STORY ?? 'components-elicitationdialog--default';
const out = resolve(root, process.env.OUT ?? 'docs/images/storybook-dialog.png');
const viewMode = process.env.VIEW_MODE === 'docs' ? 'docs' : 'story';
const fullPage = process.env.FULL_PAGE === '1';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

if (!existsSync(join(staticDir, 'iframe.html'))) {
  throw new Error('storybook-static/iframe.html is missing: run `npm run build-storybook` first.');
}

const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
  const file = normalize(join(staticDir, path === '/' ? 'index.html' : path));
  if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address() as AddressInfo;

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 760, height: 1120 }, deviceScaleFactor: 1 });
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${story}&viewMode=${viewMode}`);
  if (viewMode === 'docs') await page.locator('.sbdocs-content').waitFor();
  else if (fullPage) await page.locator('#storybook-root > *').first().waitFor();
  else await page.getByRole('dialog').waitFor();
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path: out, fullPage: fullPage || viewMode === 'docs' });
  console.log(`wrote ${out} (${story})`);
} finally {
  await browser.close();
  server.close();
}
