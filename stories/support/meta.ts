import type { ArgTypes } from '@storybook/react-vite';
import type { ElicitationDialogProps } from '../../src/react/index.js';

/** Controls for the dialog's props: the checked request and live objects are not editable as JSON. */
export const dialogArgTypes = {
  request: { control: false },
  signal: { control: false },
  container: { control: false },
  components: { control: false },
  onResult: { control: false },
  onOpenChange: { control: false },
  onError: { control: false },
  status: { control: false },
  locale: { control: 'inline-radio', options: ['en', 'zh-CN'] },
  theme: { control: 'inline-radio', options: ['light', 'dark'] },
} satisfies Partial<ArgTypes<ElicitationDialogProps>>;

/**
 * A modal dialog covers the page it is on, so on docs pages each dialog story gets its own iframe
 * instead of being rendered inline, where the dialogs would stack on top of each other. Use it as
 * `parameters: { docs: { story: dialogStoryInDocs } }`: an object literal for `docs`, which the docs
 * addon extends with the component's description (an identifier there would be replaced).
 */
export const dialogStoryInDocs = { inline: false, iframeHeight: 720 };

/**
 * A 360 × 640 phone, the size the layout is tested at. Use it as `parameters: { viewport: phoneViewport }` with
 * `globals: { viewport: { value: 'phone360', isRotated: false } }`; the story tests run at that size too.
 */
export const phoneViewport = {
  options: {
    phone360: { name: 'Phone 360 × 640', styles: { width: '360px', height: '640px' }, type: 'mobile' },
  },
} as const;
