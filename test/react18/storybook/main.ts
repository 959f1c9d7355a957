import type { StorybookConfig } from '@storybook/react-vite';
import base from '../../../.storybook/main.js';

// The storybook-react18 test project: the stories that drive a whole dialog or the provider's queue,
// run on React 18.3. Its own config folder also gives it its own Vite cache beside the React 19 project's.
const config: StorybookConfig = {
  ...base,
  stories: [
    '../../../stories/ElicitationDialog.stories.tsx',
    '../../../stories/ElicitationForm.stories.tsx',
    '../../../stories/catalogue/queue.stories.tsx',
  ],
};

export default config;
