/**
 * One door for every answer (issue 29): an `accept` whose content fails `validateContent` is never sent through the
 * in-page queue's `entry.respond`, the door a host writing its own UI uses. The caller gets
 * `AnswerNotDeliveredError('invalid-content')` with the issues, thrown at once; the request stays pending; a valid
 * answer afterwards goes through; `decline` and `cancel` never carry content.
 */
import { describe, expect, it } from 'vitest';
import { admitAnswer } from '../../../src/core/flow/answer-door.js';
import {
  AnswerNotDeliveredError,
  createElicitationQueue,
  type ElicitContent,
  type ElicitResult,
  parseElicitRequest,
} from '../../../src/core/index.js';

const source = {};
const server = { name: 'ages' };
const params = {
  mode: 'form',
  message: 'How old are you?',
  requestedSchema: {
    type: 'object',
    properties: {
      age: { type: 'integer', minimum: 0, maximum: 120 },
      nick: { type: 'string', maxLength: 5 },
    },
    required: ['age'],
  },
};

/** What the server got, once it got something. */
function heard(answer: Promise<ElicitResult>) {
  const got: ElicitResult[] = [];
  void answer.then((result) => got.push(result));
  return got;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The refusal `act` throws; fails the test when it does not throw one. */
function refusal(act: () => unknown): AnswerNotDeliveredError {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(AnswerNotDeliveredError);
    return error as AnswerNotDeliveredError;
  }
  throw new Error('expected the answer to be refused');
}

const invalid: [string, ElicitContent, string, string][] = [
  [
    'a string for an integer, and a property the schema lacks',
    { age: 'not a number', extra: 'x' } as unknown as ElicitContent,
    'age',
    'type',
  ],
  ['a missing required property', { nick: 'ada' }, 'age', 'required'],
  ['a value above maximum', { age: 121 }, 'age', 'maximum'],
  ['a string over maxLength', { age: 30, nick: 'too long' }, 'nick', 'maxLength'],
  ['a fraction for an integer', { age: 30.5 }, 'age', 'integer'],
  ['a property the schema does not have', { age: 30, admin: true }, 'admin', 'unknown-field'],
];

describe('the in-page queue: one door for every answer', () => {
  it.each(invalid)(
    'given %s, when a host calls entry.respond(accept), should throw with the issues, send nothing and keep the request pending',
    async (_, content, field, code) => {
      const queue = createElicitationQueue();
      const got = heard(queue.present(params, { server, source }));
      const entry = queue.snapshot().current;

      const error = refusal(() => entry?.respond({ action: 'accept', content }));
      expect(error.kind).toBe('invalid-content');
      expect(error.issues).toContainEqual(expect.objectContaining({ field, code }));
      expect(error.message).toContain(field);

      await flush();
      expect(got).toEqual([]);
      expect(queue.snapshot().pending.map((pending) => pending.id)).toEqual([entry?.id]);
      expect(queue.snapshot().current?.answered).toBe(false);

      // A valid answer afterwards goes through, once.
      queue.snapshot().current?.respond({ action: 'accept', content: { age: 36 } });
      await flush();
      expect(got).toEqual([{ action: 'accept', content: { age: 36 } }]);
      expect(queue.size).toBe(0);
    },
  );

  it('given an accept with no content for a form with a required field, should refuse it as required', () => {
    const queue = createElicitationQueue();
    void queue.present(params, { server, source });
    const error = refusal(() => queue.snapshot().current?.respond({ action: 'accept' }));
    expect(error.issues).toEqual([expect.objectContaining({ field: 'age', code: 'required' })]);
  });

  it('given content that is not an object, should throw a TypeError (a malformed answer, not a person’s)', () => {
    const queue = createElicitationQueue();
    void queue.present(params, { server, source });
    expect(() =>
      queue.snapshot().current?.respond({ action: 'accept', content: [1, 2] as unknown as ElicitContent }),
    ).toThrow(TypeError);
    expect(queue.size).toBe(1);
  });

  it('given decline and cancel with content, should send them without it', async () => {
    const queue = createElicitationQueue();
    const declined = heard(queue.present(params, { server, source }));
    const cancelled = heard(queue.present(params, { server, source }));
    queue.snapshot().pending[0]?.respond({ action: 'decline', content: { age: 1 } });
    queue
      .snapshot()
      .pending[0]?.respond({ action: 'cancel', content: { age: 'x' } as unknown as ElicitContent });
    await flush();
    expect(declined).toEqual([{ action: 'decline' }]);
    expect(cancelled).toEqual([{ action: 'cancel' }]);
  });

  it('given a URL request, should send accept as consent only, whatever content came with it', async () => {
    const queue = createElicitationQueue();
    const got = heard(
      queue.present(
        { mode: 'url', message: 'Sign in', url: 'https://example.com/login' },
        { server, source },
      ),
    );
    queue.snapshot().current?.respond({ action: 'accept', content: { token: 'x' } });
    await flush();
    expect(got).toEqual([{ action: 'accept' }]);
  });

  it('given admitAnswer directly, should word the issues in the locale asked for', () => {
    const request = parseElicitRequest(params);
    const error = refusal(() => admitAnswer({ action: 'accept', content: {} }, request, { locale: 'zh-CN' }));
    expect(error.issues[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    expect(admitAnswer({ action: 'accept', content: { age: 3 }, _meta: { a: 1 } }, request)).toEqual({
      action: 'accept',
      content: { age: 3 },
      _meta: { a: 1 },
    });
  });
});
