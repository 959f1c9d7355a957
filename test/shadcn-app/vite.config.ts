import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { shadcnAppAliases } from './aliases.js';

// The test app: Vite + Tailwind v4 + the shadcn/ui primitives the registry item needs, and the item's files where
// `shadcn add` places them (components/elicitation/).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  resolve: { alias: shadcnAppAliases },
  build: { outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
});
