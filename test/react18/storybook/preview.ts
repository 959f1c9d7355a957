export { default } from '../../../.storybook/preview.js';
