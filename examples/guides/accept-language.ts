import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  attachElicitationHandler,
  clientCapabilities,
  type ElicitationQueue,
} from 'mcp-elicitation-react/core';

const modes = { form: true, url: true };

/**
 * SEP-2792 (draft): every request the client sends tells the server the person's languages, so it can write its
 * titles and questions in them. `languages` is read at each request: the page's current preference.
 */
export function createClient(queue: ElicitationQueue, languages: () => readonly string[]): Client {
  const client = new Client(
    { name: 'my-app', version: '1.0.0' },
    { capabilities: clientCapabilities({ elicitation: modes }) },
  );
  attachElicitationHandler(client, queue, { modes, acceptLanguage: languages }); // e.g. () => navigator.languages
  return client;
}
