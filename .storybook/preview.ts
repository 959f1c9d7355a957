import type { Preview } from '@storybook/react-vite';
import '../src/styles/elicitation.css';

const preview: Preview = {
  parameters: {
    // Any axe violation fails the story's test (and shows in the Accessibility panel).
    a11y: { test: 'error' },
    controls: { expanded: true },
    options: {
      storySort: { order: ['Getting started', 'Components', 'Playground', 'Catalogue'] },
    },
  },
};

export default preview;
