import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../src/styles/elicitation.css';
import { axeRunOptions } from '../test/support/axe-options.js';

// The plays' findBy… and waitFor wait on the page's own changes; their bound only guards against a hang. Testing
// Library's default of 1 s is a deadline a busy machine passes (as in test/browser/setup.ts, here for both Storybook
// projects, React 19 and 18).
configure({ asyncUtilTimeout: 30_000 });

const preview: Preview = {
  parameters: {
    // Any axe violation fails the story's test (and shows in the Accessibility panel), under the same rules as the
    // browser tests: WCAG 2.2 AA plus best practices, the rules about a whole host page aside.
    a11y: { test: 'error', options: axeRunOptions },
    controls: { expanded: true },
    options: {
      storySort: { order: ['Getting started', 'Components', 'Playground', 'Catalogue'] },
    },
  },
};

export default preview;
