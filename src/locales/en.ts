import { enApp } from '../core/messages/app-en.js';
import { enDenial } from '../core/messages/denial-en.js';
import { en } from '../core/messages/en.js';
import { enFile } from '../core/messages/file-en.js';
import type { LocaleCatalogue } from '../core/messages/keys.js';

/**
 * English, the source of every key (built in: this entry is for hosts that load every locale the same way; it
 * also carries the file draft's words, which come with `fileInputs`, and the `./apps` entry's, which that entry
 * brings itself).
 *
 * @example
 * import english from 'mcp-elicitation-react/locales/en';
 * <ElicitationProvider queue={queue} locale="en" messages={english} />
 */
const catalogue: LocaleCatalogue = { ...en, ...enFile, ...enDenial, ...enApp };
export default catalogue;
