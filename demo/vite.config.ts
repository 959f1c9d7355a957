import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where `npm start` serves the demo; `vite --config demo/vite.config.ts` proxies the MCP routes to it. */
const demoServer = process.env.DEMO_SERVER ?? 'http://127.0.0.1:4173';

// The web client of the demo. It imports the library from the repository's source, not from dist/, so the
// demo always shows the current code.
export default defineConfig({
  root: here('./client'),
  base: '/',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^mcp-elicitation-react\/styles\.css$/, replacement: here('../src/styles/elicitation.css') },
      { find: /^mcp-elicitation-react$/, replacement: here('../src/index.ts') },
    ],
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/mcp': demoServer, '/connect': demoServer, '/everything': demoServer },
  },
});
