import type { Preview } from '@storybook/react-vite';
import '../src/styles/elicitation.css';
import { axeRunOptions } from '../test/support/axe-options.js';

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
