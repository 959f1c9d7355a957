// Bundles a Worker for workerd as `wrangler deploy` would (esbuild, the `workerd` export conditions, Node built-ins
// left to `nodejs_compat` as `node:*`), with the package's names pointed at the source.
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const source = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Bundles `entry` (a path from the repository root) to `outfile`. */
export async function bundleWorker(entry: string, outfile: string): Promise<void> {
  // `punycode` is also an npm package (the library's own dependency): that one is bundled.
  const builtins = builtinModules.filter(
    (name) => !name.includes('/') && !name.startsWith('_') && name !== 'punycode',
  );
  await build({
    entryPoints: [source(entry)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser', 'import', 'default'],
    mainFields: ['module', 'main'],
    external: ['cloudflare:*', 'node:*'],
    alias: {
      'mcp-elicitation-react/bridge': source('src/bridge/index.ts'),
      ...Object.fromEntries(builtins.map((name) => [name, `node:${name}`])),
    },
    logLevel: 'error',
  });
}
