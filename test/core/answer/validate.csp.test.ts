// Runs in the `no-eval` project: Node started with --disallow-code-generation-from-strings refuses
// eval and `new Function`, exactly as a page under `Content-Security-Policy: script-src 'self'` does.
import { describe, expect, it } from 'vitest';
import { compileElicitationSchema, validateContent } from '../../../src/core/index.js';

const model = compileElicitationSchema({
  type: 'object',
  properties: {
    email: { type: 'string', format: 'email' },
    age: { type: 'integer', minimum: 18 },
    tags: { type: 'array', maxItems: 1, items: { type: 'string', enum: ['a', 'b'] } },
  },
  required: ['email'],
});

describe('given a page that forbids code generation', () => {
  it('should really forbid it here', () => {
    expect(() => new Function('return 1')).toThrow(EvalError);
  });

  it('should compile and validate a form, with every code, without generating code', () => {
    expect(validateContent(model, { email: 'a@b.co', age: 30, tags: ['a'] })).toEqual([]);
    const errors = validateContent(model, { email: 'nope', age: 17.5, tags: ['a', 'b'], extra: true });
    expect(errors.map((error) => [error.field, error.code])).toEqual([
      ['email', 'format'],
      ['age', 'integer'],
      ['age', 'minimum'],
      ['tags', 'maxItems'],
      ['extra', 'unknown-field'],
    ]);
  });
});
