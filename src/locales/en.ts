import { enApp } from '../core/messages/app-en.js';
import { en } from '../core/messages/en.js';
import type { LocaleCatalogue } from '../core/messages/keys.js';

/**
 * English, the source of every key (built in: this entry is for hosts that load every locale the same way; it
 * also carries the `./apps` entry's words, which that entry brings itself).
 *
 * @example
 * import english from 'mcp-elicitation-react/locales/en';
 * <ElicitationProvider queue={queue} locale="en" messages={english} />
 */
const catalogue: LocaleCatalogue = { ...en, ...enApp };
export default catalogue;
