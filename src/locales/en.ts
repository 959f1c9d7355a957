import { en } from '../core/messages/en.js';
import { enFile } from '../core/messages/file-en.js';
import type { MessageCatalogue } from '../core/messages/keys.js';

/**
 * English, the source of every key (built in, the file draft's words with `fileInputs`: this entry is for hosts that
 * load every locale the same way).
 *
 * @example
 * import english from 'mcp-elicitation-react/locales/en';
 * <ElicitationProvider queue={queue} locale="en" messages={english} />
 */
const catalogue: MessageCatalogue = { ...en, ...enFile };
export default catalogue;
