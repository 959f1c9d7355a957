import type { AppCatalogue } from './keys.js';

/**
 * English texts of the chrome around a server's app (SEP-3118, the `./apps` entry): only that entry imports them,
 * so no other path ships them. `{server}` is the server's name.
 */
export const enApp: AppCatalogue = {
  'app.loading': 'Loading the app from {server}…',
  'app.frameTitle': 'App from {server}',
  'app.unavailable': 'The app from {server} can’t be shown. Answer here instead.',
  'app.invalid':
    'The app from {server} gave an answer that doesn’t fit the request. Nothing was sent. Answer here instead.',
};
