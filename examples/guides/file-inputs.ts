import { createElicitationQueue } from 'mcp-elicitation-react';
import { fileInputs } from 'mcp-elicitation-react/drafts/sep2631';

/**
 * SEP-2631 (draft): a string field with `format: "uri"` and `x-mcp-file` becomes a file picker. Opted into once,
 * where the requests are; every view of the queue's requests reads it from there. Off, `x-mcp-file` is an address.
 */
export const queue = createElicitationQueue({ experimental: { sep2631: fileInputs } });
