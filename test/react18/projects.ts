import { resolve } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const modules = resolve(import.meta.dirname, 'node_modules');

/** `react`, `react-dom` and every subpath (`react/jsx-runtime`, `react-dom/client`, …) from React 18.3. */
const react18Alias = [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${modules}/$1$2` }];

/**
 * The browser tests that run on React 18.3 too: the ones whose outcome depends on how React schedules
 * updates (the provider's queue, dialog flows from open to answer, never losing typing, render counts).
 */
export const react18BrowserTests = [
  'test/browser/provider*.browser.test.tsx',
  'test/browser/dialog-flows.browser.test.tsx',
  'test/browser/never-lose.browser.test.tsx',
  'test/browser/render-count.browser.test.tsx',
  'test/browser/activity.browser.test.tsx',
  // URL mode after consent: the queue's waiting states and the dialog's phases, from open to answer.
  'test/browser/url-waiting.browser.test.tsx',
  // The inline panel, the flow hook behind a host's own presentation, and the provider's inline mode.
  'test/browser/panel*.browser.test.tsx',
  // The model-based test of the whole flow and its counterexamples (no <Activity> commands on 18).
  'test/browser/flow-model*.browser.test.tsx',
];

type Test = NonNullable<TestProjectInlineConfiguration['test']>;

/** A test project like the given one, with React 18.3 in place of 19 and a check that it took. */
export function onReact18(test: Test): TestProjectInlineConfiguration {
  const setupFiles = typeof test.setupFiles === 'string' ? [test.setupFiles] : (test.setupFiles ?? []);
  return {
    extends: true,
    resolve: { alias: react18Alias },
    test: { ...test, setupFiles: [resolve(import.meta.dirname, 'expect-react18.ts'), ...setupFiles] },
  };
}
