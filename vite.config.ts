import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// Every dependency and peer stays external (subpaths such as `react/jsx-runtime` too):
// the host's bundler dedupes them, and our own size is what we measure.
const externalPackages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

// React Server Components: a module that runs React (hooks, JSX) is a client module and says so itself,
// so the entry stays a plain module whose core functions (parseElicitRequest, …) a Server Component can call.
// A `'use client'` on the entry would turn every re-export, the core's too, into a client reference.
// `chunk.imports` names our own modules by file (`react/provider.js`), externals by id (`react/jsx-runtime`).
const runsReact = (id: string) => !id.endsWith('.js') && (id === 'react' || id.startsWith('react/'));
const clientDirective = (chunk: { imports: readonly string[] }) =>
  chunk.imports.some(runsReact) ? "'use client';" : '';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    lib: {
      entry: {
        index: resolve(import.meta.dirname, 'src/index.ts'),
        core: resolve(import.meta.dirname, 'src/core/index.ts'),
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: isExternal,
      // One file per module: a host's bundler can then drop whole modules it does not use (URL analysis
      // and its public-suffix list, when only the form is imported), since our JS declares no side effects.
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        banner: clientDirective,
      },
    },
  },
});
