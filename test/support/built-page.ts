/**
 * A host's page as it ships: a production Vite build of a test page (its `index.html` and entry in `root`, code
 * split as a host's bundler splits it) and a loopback server for the build, for tests that drive it in Chromium
 * (test/csp, test/on-demand).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, build } from 'vite';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

/** Builds the page in `root` into `outDir` (production, relative base), with the test's own build options. */
export async function buildPage(
  root: string,
  outDir: string,
  options: BuildEnvironmentOptions = {},
): Promise<void> {
  await build({
    configFile: false,
    root,
    base: './',
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', ...options },
  });
}

/** How {@link servePage} answers besides the build's files. */
export interface ServePageOptions {
  /** Sent with every response. */
  headers?: Record<string, string>;
  /** Told every path asked for, first. */
  onRequest?: (path: string) => void;
  /** Answers a path itself (returns true), before the build's files are looked up. */
  route?: (path: string, response: ServerResponse) => boolean;
}

/**
 * Serves `root` (the build) on 127.0.0.1, files inside it only; resolves with its origin and its `close`.
 *
 * @example
 * const page = await servePage(outDir, { headers: { 'Content-Security-Policy': CSP } });
 * await browserPage.goto(`${page.origin}/`);
 */
export function servePage(
  root: string,
  options: ServePageOptions = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const headers = options.headers ?? {};
  const http = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    options.onRequest?.(path);
    if (options.route?.(path, response)) return;
    const file = normalize(join(root, path === '/' ? 'index.html' : decodeURIComponent(path)));
    if (!file.startsWith(root + sep)) return void response.writeHead(403, headers).end();
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404, headers).end(),
    );
  });
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
        close: () => new Promise<void>((closed) => http.close(() => closed())),
      }),
    );
  });
}
