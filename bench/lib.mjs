// Shared by bench/run.mjs and bench/profile.mjs: the page build, the loopback static server and the browser.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';

export const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..');
export const RENDERERS = ['ours', 'panel', 'rjsf', 'jsonforms', 'floor', 'accessible'];
/** Every page built: the renderers measured side by side, and the dialog, measured for its open only. */
export const PAGES = [...RENDERERS, 'dialog', 'ours-styled'];

/**
 * Builds bench/page (one HTML entry per renderer; `pages` of another tree's `pageDir`) in production mode into
 * `outDir`.
 */
export async function buildPages(
  outDir,
  { minify = true, sourcemap = false, pageDir = join(here, 'page'), pages = PAGES } = {},
) {
  await build({
    configFile: false,
    root: pageDir,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify,
      sourcemap,
      reportCompressedSize: false,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: Object.fromEntries(pages.map((name) => [name, join(pageDir, `${name}.html`)])),
      },
    },
  });
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** Serves `dir` on 127.0.0.1 (a free port), cross-origin isolated so performance.now() has 5 µs resolution. */
export async function serve(dir) {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = join(dir, path === '/' ? 'ours.html' : path);
    if (relative(dir, file).startsWith('..')) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
        'cache-control': 'no-store',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/**
 * Runs in every page before its scripts: a minimal React DevTools hook. Production React ignores
 * `<Profiler onRender>` but calls `onCommitFiberRoot` after each commit (DOM mutated, layout effects run) and
 * `onPostCommitFiberRoot` after passive effects; we timestamp both and, in counting runs, count the function
 * and class components the commit rendered: fibers with the PerformedWork flag or newly mounted, skipping
 * subtrees React did not touch (the same rule React DevTools uses to highlight renders). The rendered fibers
 * are kept so the page can tell which fields they belong to.
 */
function installHook() {
  const state = { commits: 0, last: 0, countComponents: false, components: 0, rendered: [] };
  const isComponent = (tag) => tag === 0 || tag === 1 || tag === 11 || tag === 15;
  const countRendered = (hostRoot) => {
    let count = 0;
    const stack = [hostRoot];
    while (stack.length > 0) {
      const fiber = stack.pop();
      const previous = fiber.alternate;
      if (isComponent(fiber.tag) && (previous === null || (fiber.flags & 1) === 1)) {
        count++;
        state.rendered.push(fiber);
      }
      if (previous !== null && fiber.child === previous.child) continue;
      for (let child = fiber.child; child; child = child.sibling) stack.push(child);
    }
    return count;
  };
  const renderers = new Map();
  window.__benchHook = state;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers,
    inject(internals) {
      renderers.set(renderers.size + 1, internals);
      return renderers.size;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, fiberRoot) {
      state.commits++;
      if (state.countComponents) state.components += countRendered(fiberRoot.current);
      state.last = performance.now();
    },
    onPostCommitFiberRoot() {
      state.last = performance.now();
    },
  };
}

/** Headless system Chromium (scripts/chromium.ts); every request that is not for `origin` is refused. */
export async function launch(origin, contextOptions = {}) {
  const { module: setup } = await runnerImport(join(root, 'scripts/chromium.ts'), {
    configFile: false,
    logLevel: 'error',
  });
  const browser = await chromium.launch({
    executablePath: setup.findChromium(),
    // `window.gc()`: the cold mounts collect garbage right before the clock starts.
    args: [...setup.chromiumArgs, '--js-flags=--expose-gc'],
  });
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    ...contextOptions,
  });
  await context.route(
    (url) => !url.href.startsWith(origin),
    (route) => route.abort(),
  );
  await context.addInitScript(installHook);
  return { browser, context };
}

/** Opens a renderer's page and waits for its `window.bench`. */
export async function openPage(page, origin, name) {
  await page.goto(`${origin}/${name}.html`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

/**
 * Main-thread CPU time of each `mountToPaint` (page/harness.tsx): a trace of the `blink.user_timing` category alone
 * (little overhead) records the page's `bench:<tag>:start|commit|painted` marks with their thread clock. Start it
 * before the mounts, `stop()` after them.
 * @returns {Promise<{ stop: () => Promise<Map<string, { commitMs: number, paintMs: number }>> }>} by mark tag
 */
export async function traceMountCpu(browser) {
  const session = await browser.newBrowserCDPSession();
  const marks = new Map();
  session.on('Tracing.dataCollected', ({ value }) => {
    for (const event of value) {
      const [, tag, phase] = String(event.name).match(/^bench:(.*):(start|commit|painted)$/) ?? [];
      if (tag && event.tts !== undefined) marks.set(tag, { ...marks.get(tag), [phase]: event.tts });
    }
  });
  await session.send('Tracing.start', {
    traceConfig: { includedCategories: ['blink.user_timing'] },
    transferMode: 'ReportEvents',
  });
  return {
    async stop() {
      const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
      await session.send('Tracing.end');
      await complete;
      await session.detach();
      const times = new Map();
      for (const [tag, { start, commit, painted }] of marks) {
        if (start === undefined || commit === undefined || painted === undefined) continue;
        times.set(tag, { commitMs: (commit - start) / 1000, paintMs: (painted - start) / 1000 });
      }
      return times;
    },
  };
}
