/**
 * SEP-2631 file inputs end to end with the official SDK in process (issue 32): a real `McpServer` tool asks for a
 * file with `x-mcp-file`, the client's handler (`attachElicitationHandler`) presents it to a queue that opted into
 * `sep2631`, the consent flow answers with a `data:` URI, and the tool receives exactly that URI, which the
 * server's own check (`validateContent` on the same schema) accepts. A bad file is refused at the door first.
 */

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { describe, expect, it } from 'vitest';
import {
  AnswerNotDeliveredError,
  acceptResult,
  createElicitationFlow,
  createElicitationQueue,
  type ElicitationQueue,
  parseElicitRequest,
  validateContent,
} from '../../../src/core/index.js';
import { fileInputs } from '../../../src/drafts-sep2631.js';
import { connectToQueue } from '../../support/sdk-pair.js';

const on = { experimental: { sep2631: fileInputs } };
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNkYGBgAAAABQABWaDDsAAAAABJRU5ErkJggg==';
const params = {
  mode: 'form',
  message: 'Select a profile photo.',
  requestedSchema: {
    type: 'object',
    properties: {
      photo: {
        type: 'string',
        format: 'uri',
        title: 'Profile photo',
        'x-mcp-file': { accept: ['image/*'], maxSize: 2097152, transferModes: ['inline'] },
      },
    },
    required: ['photo'],
  },
};

async function connect(queue: ElicitationQueue) {
  const server = new McpServer({ name: 'photos', version: '1.0.0' });
  server.registerTool('set_photo', { description: 'Asks for a profile photo' }, async () => {
    const answer = await server.server.elicitInput(params as never);
    // The server checks the file as SEP-2356 says a server must, here with the library's own rule.
    const request = parseElicitRequest(params, on);
    const issues =
      request.mode === 'form' && answer.action === 'accept'
        ? validateContent(request.form, answer.content)
        : [];
    return { content: [{ type: 'text' as const, text: JSON.stringify({ answer, issues }) }] };
  });
  return connectToQueue(server, queue);
}

function nextEntry(queue: ElicitationQueue) {
  return new Promise<NonNullable<ReturnType<ElicitationQueue['snapshot']>['current']>>((resolve) => {
    const stop = queue.subscribe(() => {
      const { current } = queue.snapshot();
      if (current) {
        stop();
        resolve(current);
      }
    });
  });
}

describe('SEP-2631 through the official SDK', () => {
  it('the x-mcp-file field arrives as a file field, and the data: URI the person sends reaches the tool, valid', async () => {
    const queue = createElicitationQueue(on);
    const client = await connect(queue);
    const call = client.callTool({ name: 'set_photo', arguments: {} });
    const entry = await nextEntry(queue);
    if (entry.request.mode !== 'form') throw new Error('not a form');
    expect(entry.request.form.fields[0]).toMatchObject({
      kind: 'file',
      file: { accept: ['image/*'], maxSize: 2097152, transferModes: ['inline'], inline: true },
    });
    // A PDF where an image is asked for is refused at the door; the request still waits.
    const pdf = `data:application/pdf;base64,${btoa('%PDF-1.4\n')}`;
    expect(() => entry.respond(acceptResult({ photo: pdf }))).toThrow(AnswerNotDeliveredError);
    expect(queue.size).toBe(1);

    const flow = createElicitationFlow(entry.request, { server: entry.server, onResult: entry.respond });
    flow.connect();
    flow.accept({ photo: PNG });
    const result = (await call) as { content: { text: string }[] };
    expect(JSON.parse(result.content[0]?.text ?? 'null')).toEqual({
      answer: { action: 'accept', content: { photo: PNG } },
      issues: [],
    });
  });

  it('without the opt-in the same request is today’s address field, and a data: URI is sent as an address', async () => {
    const queue = createElicitationQueue();
    const client = await connect(queue);
    const call = client.callTool({ name: 'set_photo', arguments: {} });
    const entry = await nextEntry(queue);
    expect(entry.request.mode === 'form' && entry.request.form.fields[0]?.kind).toBe('url');
    entry.respond(acceptResult({ photo: PNG }));
    const result = (await call) as { content: { text: string }[] };
    expect(JSON.parse(result.content[0]?.text ?? 'null')).toMatchObject({ answer: { action: 'accept' } });
  });
});
