import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// Every dependency and peer stays external (subpaths such as `react/jsx-runtime` too):
// the host's bundler dedupes them, and our own size is what we measure.
const externalPackages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

// One entry per locale (`mcp-elicitation-react/locales/{tag}`), loaded only when a host imports it.
const localeEntries = Object.fromEntries(
  readdirSync(resolve(import.meta.dirname, 'src/locales'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [`locales/${file.slice(0, -3)}`, resolve(import.meta.dirname, 'src/locales', file)]),
);

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
        'react-hook-form': resolve(import.meta.dirname, 'src/react-hook-form/index.ts'),
        apps: resolve(import.meta.dirname, 'src/apps/index.ts'),
        acp: resolve(import.meta.dirname, 'src/acp/index.ts'),
        'openai-agents': resolve(import.meta.dirname, 'src/openai-agents/index.ts'),
        'drafts-sep2631': resolve(import.meta.dirname, 'src/drafts-sep2631.ts'),
        'drafts-sep2643': resolve(import.meta.dirname, 'src/drafts-sep2643.ts'),
        bridge: resolve(import.meta.dirname, 'src/bridge/index.ts'),
        ...localeEntries,
        'bridge-testing': resolve(import.meta.dirname, 'src/bridge/testing.ts'),
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
        // Each React module starts with its own 'use client' (kept per module), never the entry that also
        // re-exports the core: scripts/check-client-directives.mjs holds dist/ to that.
        entryFileNames: '[name].js',
      },
    },
  },
});
