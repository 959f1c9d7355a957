import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './scripts/chromium.js';
import { onReact18, react18BrowserTests } from './test/react18/projects.js';
import { shadcnAppAliases } from './test/shadcn-app/aliases.js';
import { placeShadcnItem } from './test/shadcn-app/place-item.js';

// The shadcn item's one source, copied into the test app where `shadcn add` puts it (git-ignored there).
placeShadcnItem();

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The package's entries by name, resolved to the source (for the examples, which import them as an app does). */
const exampleAliases = [
  { find: /^mcp-elicitation-react\/bridge$/, replacement: source('./src/bridge/index.ts') },
  { find: /^mcp-elicitation-react\/core$/, replacement: source('./src/core/index.ts') },
  { find: /^mcp-elicitation-react\/acp$/, replacement: source('./src/acp/index.ts') },
  { find: /^mcp-elicitation-react\/openai-agents$/, replacement: source('./src/openai-agents/index.ts') },
  { find: /^mcp-elicitation-react$/, replacement: source('./src/index.ts') },
  { find: /^mcp-elicitation-react\/styles\.css$/, replacement: source('./src/styles/elicitation.css') },
  { find: /^mcp-elicitation-react\/apps$/, replacement: source('./src/apps/index.ts') },
  { find: /^mcp-elicitation-react\/drafts\/sep2631$/, replacement: source('./src/drafts-sep2631.ts') },
  { find: /^mcp-elicitation-react\/drafts\/sep2643$/, replacement: source('./src/drafts-sep2643.ts') },
  { find: /^mcp-elicitation-react\/locales\/([\w-]+)$/, replacement: source('./src/locales/$1.ts') },
];

/** ext-apps 1.x's `app-bridge` module, refused unless the installed copy is of the 1.x line. */
function extAppsV1Bridge(): string {
  const { version } = JSON.parse(readFileSync(source('./node_modules/ext-apps-v1/package.json'), 'utf8')) as {
    version: string;
  };
  if (!version.startsWith('1.')) throw new Error(`ext-apps-v1 is ${version}, not the 1.x line`);
  return source('./node_modules/ext-apps-v1/dist/src/app-bridge.js');
}

// A fresh object per project: one `browser` object shared by two projects mislabels them.
const chromium = (permissions: string[] = []) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    ...(permissions.length > 0 ? { contextOptions: { permissions } } : {}),
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  plugins: [react()],
  // Pre-bundled up front: discovered mid-run, a dependency makes Vite reload the page under a running browser test.
  optimizeDeps: {
    include: [
      '@radix-ui/react-dialog',
      '@radix-ui/react-compose-refs',
      '@radix-ui/react-use-controllable-state',
      'react-hook-form',
      'radix-ui',
      'lucide-react',
      'clsx',
      'tailwind-merge',
      'class-variance-authority',
      // The host frameworks of test/browser/host-i18n.browser.test.tsx.
      'i18next',
      'i18next-icu',
      'react-intl',
      // test/browser/acp.browser.test.tsx: the ACP SDK's agent and client in the page.
      '@agentclientprotocol/sdk',
    ],
  },
  test: {
    // A bound against a hang, not a target: the first test of a browser file pays for the page's module
    // transforms. Beside two CPU hogs in a whole clean-clone run the first test of dialog-flows took 35 s (29 s in
    // the React 18 project of the same run; under 2 s when quiet) and failed a 30 s bound with nothing wrong.
    testTimeout: 90_000,
    // Set-up hooks start real servers and import whole SDKs for the first time: the AI SDK route test's took over
    // Vitest's 10 s default in a full clean-clone run (the `ai` and `@ai-sdk/mcp` modules transformed cold, under
    // load) and failed with nothing wrong; alone it takes under 2 s.
    hookTimeout: 60_000,
    // `expect.poll` and `expect.element` wait for what a person would see; their default bound (1 s) is a guess at the
    // machine's speed, which a shared machine under a full run misses with nothing wrong. A bound against a hang.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/core/**/*.test.ts', 'test/acp/**/*.test.ts'],
          exclude: ['test/core/**/*.csp.test.ts'],
        },
      },
      {
        // Node refuses eval and `new Function` here, as a page under a strict CSP does:
        // proves the validator falls back instead of failing.
        extends: true,
        test: {
          name: 'no-eval',
          environment: 'node',
          include: ['test/core/**/*.csp.test.ts'],
          pool: 'forks',
          execArgv: ['--disallow-code-generation-from-strings'],
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          environment: 'jsdom',
          include: ['test/react/**/*.test.tsx', 'test/react-hook-form/**/*.test.{ts,tsx}'],
          setupFiles: ['test/react/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.browser.test.tsx'],
          setupFiles: ['test/browser/setup.ts'],
          // The real bridge in Node, on loopback, for the remote queue's tests (`inject('bridgeHarness')`).
          globalSetup: ['test/support/bridge-harness-setup.ts'],
          // Granted as a user would have granted it to the host app: the attention tests use real notifications.
          browser: chromium(['notifications']),
        },
      },
      {
        // SEP-3118 again on the other line of the optional peer `@modelcontextprotocol/ext-apps` (`^1.7.5 || ^2.0.4`):
        // a host with CopilotKit 1.74 has 1.7.5 (its `@copilotkit/mcp-apps-renderer` depends on `^1.7.5`), so the
        // apps test runs with its `AppBridge` from ext-apps 1.7.5 (the dev dependency `ext-apps-v1`).
        extends: true,
        resolve: {
          alias: [{ find: /^@modelcontextprotocol\/ext-apps\/app-bridge$/, replacement: extAppsV1Bridge() }],
        },
        test: {
          name: 'browser-ext-apps-v1',
          include: ['test/browser/app-elicitation.browser.test.tsx'],
          setupFiles: ['test/browser/setup.ts'],
          browser: chromium(),
        },
      },
      {
        // The shadcn/ui registry item in its test app (Tailwind v4, the shadcn primitives), the dialog's flows.
        extends: true,
        plugins: [tailwindcss()],
        resolve: { alias: shadcnAppAliases },
        test: {
          name: 'shadcn',
          include: ['test/shadcn-app/**/*.browser.test.tsx'],
          setupFiles: ['test/browser/setup.ts'],
          browser: chromium(),
        },
      },
      {
        // The test app builds (vite build, Tailwind v4), and its copy of the item is the one `shadcn build` shipped.
        extends: true,
        test: {
          name: 'shadcn-app',
          environment: 'node',
          include: ['test/shadcn-app/**/*.node.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        // Every story is a test: it renders, runs its `play` function and passes axe, in Chromium.
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: chromium(),
        },
      },
      onReact18({
        name: 'browser-react18',
        include: react18BrowserTests,
        setupFiles: ['test/browser/setup.ts'],
        browser: chromium(),
      }),
      {
        ...onReact18({ name: 'storybook-react18', browser: chromium() }),
        plugins: [storybookTest({ configDir: 'test/react18/storybook' })],
      },
      {
        // The server half of the bridge: web-standard routes, the real SDKs, a real redis-server on loopback.
        extends: true,
        test: {
          name: 'bridge',
          environment: 'node',
          include: ['test/bridge/**/*.test.ts'],
        },
      },
      {
        // `npm start` driven in system Chromium by playwright-core: one build, one demo, one browser.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        // The Vercel AI SDK path (examples/next-ai-sdk): its route handlers called as Next.js calls them, a model
        // from the AI SDK's own test models, a real MCP server on loopback, the answer posted through the bridge.
        extends: true,
        // The example imports the package by name, as an app does; here the names point at the source.
        resolve: { alias: exampleAliases },
        test: {
          name: 'ai-sdk',
          environment: 'node',
          include: ['test/ai-sdk/**/*.test.ts'],
          // The route modules pull `ai`, `@ai-sdk/mcp` and the SDK, transformed cold while the browser projects keep
          // the transform pipeline busy: this set-up hook took 60-110 s in clean-clone runs of the whole suite and
          // over 180 s beside two CPU hogs (its tests then ran in under 4 s). A bound against a hang, not a target.
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        // The README as a first page and every page of docs/: their code blocks are files of examples/, which import
        // the package by name (as an app does); those of examples/guides run here against real SDK servers, a real
        // redis-server, or rendered in jsdom (rendered.test.tsx).
        extends: true,
        resolve: { alias: exampleAliases },
        test: {
          name: 'guides',
          environment: 'node',
          include: ['test/guides/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The agent frameworks' examples (examples/mastra, openai-agents, cloudflare-agents, langgraph) run end to end
        // on the server: each framework's own test model or model interface, a real MCP server on loopback, the bridge.
        // Their first import is slow (large packages transformed cold): set-up gets room.
        extends: true,
        resolve: { alias: exampleAliases },
        test: {
          name: 'frameworks',
          environment: 'node',
          include: ['test/frameworks/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The chat UIs' examples (examples/assistant-ui, examples/copilotkit) in Chromium against the app's server on
        // loopback (test/frameworks/browser/app-harness.ts): the AI SDK's test model, real MCP servers, the bridge.
        extends: true,
        resolve: { alias: exampleAliases },
        // Added to the shared list for this project only: the other browser projects need none of them.
        optimizeDeps: {
          include: [
            '@assistant-ui/react',
            '@assistant-ui/react-ai-sdk',
            '@copilotkit/react-core/v2',
            '@ag-ui/client',
          ],
        },
        test: {
          name: 'frameworks-browser',
          include: ['test/frameworks/**/*.browser.test.tsx'],
          setupFiles: ['test/browser/setup.ts'],
          globalSetup: ['test/frameworks/browser/app-harness-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          browser: chromium(),
        },
      },
      {
        // Real servers written by others (the official Python SDK, FastMCP) on loopback, answered through the
        // library by both TypeScript SDK clients. The global setup builds a pinned Python venv once.
        extends: true,
        test: {
          name: 'peers',
          environment: 'node',
          include: ['test/peers/**/*.peers.test.ts'],
          globalSetup: ['test/peers/python-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // A host's production build (test/on-demand, code split) in Chromium: what a form or URL request loads, the
        // URL step while its analysis is held at the network, and a failed load.
        extends: true,
        test: {
          name: 'on-demand',
          environment: 'node',
          include: ['test/on-demand/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // A production build of test/csp served with a strict CSP (no unsafe-eval, no unsafe-inline), in Chromium.
        extends: true,
        test: {
          name: 'csp',
          environment: 'node',
          include: ['test/csp/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
