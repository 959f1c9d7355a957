/**
 * Issue 21 §3: a host that declares only form mode gives the queue the form-only parser. URL requests are then
 * refused as `unsupported-mode`, synchronously and before anything is queued, through the queue and through the
 * handler helpers (`-32602`); form requests are parsed exactly as before.
 */
import { describe, expect, it } from 'vitest';
import { createFormElicitationQueue } from '../../../src/core/host/create-queue.js';
import { ElicitationRpcError } from '../../../src/core/host/mcp-handler.js';
import {
  createElicitationHandler,
  createElicitationQueue,
  ElicitationError,
  parseElicitRequest,
  parseFormRequest,
} from '../../../src/core/index.js';

const server = { name: 'forms' };
const source = { connection: 'forms' };
const form = {
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
};
const url = { mode: 'url', message: 'Sign in', url: 'https://example.com/login' };

function refusal(run: () => unknown): ElicitationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ElicitationError) return error;
    throw error;
  }
  throw new Error('expected an ElicitationError');
}

describe.each([
  [
    'createElicitationQueue({ parse: parseFormRequest })',
    () => createElicitationQueue({ parse: parseFormRequest }),
  ],
  ['createFormElicitationQueue()', () => createFormElicitationQueue()],
])('%s', (_, create) => {
  it('given a form request, should queue it as the full parser would', () => {
    const queue = create();
    void queue.present(form, { server, source });
    expect(queue.snapshot().current?.request).toEqual(parseElicitRequest(form));
  });

  it('given a URL request, when it is presented, should throw unsupported-mode at once and queue nothing', () => {
    const queue = create();
    const error = refusal(() => queue.present(url, { server, source }));
    expect(error.issues.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: '/mode', code: 'unsupported-mode' },
    ]);
    expect(queue.size).toBe(0);
  });

  it('given a handler that declares URL mode too, when a URL request arrives, should answer -32602 with unsupported-mode', async () => {
    const handler = createElicitationHandler(create(), { server, modes: { form: true, url: true } });
    const failure = await handler({ method: 'elicitation/create', params: url }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ElicitationRpcError);
    expect((failure as ElicitationRpcError).code).toBe(-32602);
    expect((failure as ElicitationRpcError).data.issues.map((issue) => issue.code)).toEqual([
      'unsupported-mode',
    ]);
  });
});

describe('createElicitationQueue({ parse })', () => {
  it('given a parser, should pass it the queue limits', () => {
    const seen: unknown[] = [];
    const queue = createElicitationQueue({
      limits: { maxFields: 3 },
      parse: (params, options) => {
        seen.push(options.limits);
        return parseFormRequest(params, options);
      },
    });
    void queue.present(form, { server, source });
    expect(seen).toEqual([{ maxFields: 3 }]);
  });

  it("given a strict parser, should refuse a real server's Optional spelling the default normalises", () => {
    const optional = {
      message: 'Nickname?',
      requestedSchema: {
        type: 'object',
        properties: { nick: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null } },
      },
    };
    const strict = createElicitationQueue({
      parse: (params, options) => parseFormRequest(params, { ...options, strict: true }),
    });
    expect(() => strict.present(optional, { server, source })).toThrow(ElicitationError);
    const lenient = createElicitationQueue();
    void lenient.present(optional, { server, source });
    expect(lenient.size).toBe(1);
  });
});
