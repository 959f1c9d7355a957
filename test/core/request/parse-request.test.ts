import { describe, expect, it } from 'vitest';
import { ElicitationError, parseElicitRequest } from '../../../src/core/index.js';
import { isElicitationRequest } from '../../../src/core/request/parse-request.js';
import { serverDisplayName, toServerIdentity } from '../../../src/core/safety/server-identity.js';
import type { ElicitationErrorCode, ElicitationIssue } from '../../../src/core/wire/errors.js';

function issuesOf(params: unknown, limits?: Parameters<typeof parseElicitRequest>[1]): ElicitationError {
  try {
    parseElicitRequest(params, limits);
  } catch (error) {
    expect(error).toBeInstanceOf(ElicitationError);
    return error as ElicitationError;
  }
  throw new Error('expected parseElicitRequest to throw');
}

const form = (properties: unknown, extra: Record<string, unknown> = {}) => ({
  message: 'Please answer',
  requestedSchema: { type: 'object', properties, ...extra },
});

const paths = (error: ElicitationError) => error.issues.map((issue: ElicitationIssue) => issue.path);

describe('parseElicitRequest: valid requests', () => {
  it('should treat an absent mode as form', () => {
    const request = parseElicitRequest(form({ name: { type: 'string' } }, { required: ['name'] }));
    expect(request.mode).toBe('form');
    if (request.mode !== 'form') return;
    expect(request.message).toBe('Please answer');
    expect(request.form.fields).toMatchObject([{ name: 'name', kind: 'text', required: true }]);
  });

  it('should accept an explicit form mode and an empty properties object', () => {
    const request = parseElicitRequest({
      mode: 'form',
      message: 'Confirm?',
      requestedSchema: { type: 'object', properties: {} },
    });
    expect(request).toMatchObject({ mode: 'form', form: { fields: [] } });
  });

  it('should parse URL mode with the 2025-11-25 elicitationId', () => {
    const request = parseElicitRequest({
      mode: 'url',
      message: 'Sign in',
      url: 'https://auth.example.com/login?x=1',
      elicitationId: 'abc-123',
    });
    expect(request).toMatchObject({
      mode: 'url',
      message: 'Sign in',
      elicitationId: 'abc-123',
      url: { href: 'https://auth.example.com/login?x=1', registrableDomain: 'example.com', blocked: false },
    });
  });

  it('should return (not throw) an http(s) URL the analysis blocks, so the UI can say why', () => {
    // A host longer than DNS allows: `^https?://` holds, the analysis blocks it.
    const url = `https://${'a'.repeat(300)}.example/`;
    const request = parseElicitRequest({ mode: 'url', message: 'x', url });
    expect(request).toMatchObject({ mode: 'url', url: { blocked: true, blockReason: 'invalid-host' } });
  });
});

describe('parseElicitRequest: spec PR #2778 limits, with or without a draft', () => {
  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<b>x</b>'],
    ['HTTPS://example.com/'],
    [' https://example.com/'],
    ['https:example.com'],
    ['ftp://example.com/x'],
  ])('given url %j, should refuse it at /url: only ^https?:// as written', (url) => {
    const error = issuesOf({ mode: 'url', message: 'x', url });
    expect(error.issues).toEqual([
      { path: '/url', code: 'invalid-request', message: expect.stringContaining('#2778') },
    ]);
  });

  it('given an elicitationId of 257 characters, should refuse it as limit-exceeded; 256 pass, counted in code points', () => {
    const params = (elicitationId: string) => ({
      mode: 'url',
      message: 'x',
      url: 'https://a.example/',
      elicitationId,
    });
    expect(parseElicitRequest(params('e'.repeat(256)))).toMatchObject({ elicitationId: 'e'.repeat(256) });
    // 256 emoji are 512 UTF-16 units and 256 characters.
    expect(parseElicitRequest(params('🙂'.repeat(256)))).toMatchObject({ mode: 'url' });
    const error = issuesOf(params('e'.repeat(257)));
    expect(error.code).toBe('limit-exceeded');
    expect(error.issues).toEqual([
      { path: '/elicitationId', code: 'limit-exceeded', message: expect.stringContaining('256') },
    ]);
    expect(issuesOf(params(`${'🙂'.repeat(256)}e`)).code).toBe('limit-exceeded');
  });
});

type ErrorCase = [description: string, params: unknown, expectedPaths: string[], code: ElicitationErrorCode];

const errorCases: ErrorCase[] = [
  ['params that are not an object', 'hello', [''], 'invalid-request'],
  ['null params', null, [''], 'invalid-request'],
  [
    'a missing message',
    { requestedSchema: { type: 'object', properties: {} } },
    ['/message'],
    'invalid-request',
  ],
  [
    'a message that is not a string',
    { message: 42, requestedSchema: { type: 'object', properties: {} } },
    ['/message'],
    'invalid-request',
  ],
  ['a missing requestedSchema', { message: 'x' }, ['/requestedSchema'], 'invalid-request'],
  [
    'a schema whose type is not object',
    { message: 'x', requestedSchema: { type: 'array', properties: {} } },
    ['/requestedSchema/type'],
    'unsupported-schema',
  ],
  [
    'non-object properties',
    form([{ type: 'string' }]),
    ['/requestedSchema/properties'],
    'unsupported-schema',
  ],
  [
    'missing properties',
    { message: 'x', requestedSchema: { type: 'object' } },
    ['/requestedSchema/properties'],
    'unsupported-schema',
  ],
  [
    'a nested object',
    form({ address: { type: 'object', properties: { city: { type: 'string' } } } }),
    ['/requestedSchema/properties/address/properties', '/requestedSchema/properties/address/type'],
    'unsupported-schema',
  ],
  [
    'an array of objects',
    form({ people: { type: 'array', items: { type: 'object' } } }),
    ['/requestedSchema/properties/people/items'],
    'unsupported-schema',
  ],
  [
    'a $ref to a definition the schema lacks',
    form({ a: { $ref: '#/$defs/x' } }),
    ['/requestedSchema/properties/a/$ref'],
    'unsupported-schema',
  ],
  [
    '$defs at the top that no field refers to',
    { message: 'x', requestedSchema: { type: 'object', properties: {}, $defs: { x: { type: 'string' } } } },
    ['/requestedSchema/$defs/x'],
    'unsupported-schema',
  ],
  [
    'allOf in a field',
    form({ a: { type: 'string', allOf: [{ minLength: 1 }] } }),
    ['/requestedSchema/properties/a/allOf'],
    'unsupported-schema',
  ],
  [
    'an unknown type',
    form({ a: { type: 'date' } }),
    ['/requestedSchema/properties/a/type'],
    'unsupported-schema',
  ],
  [
    'a type list that is not [T, "null"]',
    form({ a: { type: ['string', 'number'] } }),
    ['/requestedSchema/properties/a/type'],
    'unsupported-schema',
  ],
  [
    'a missing type',
    form({ a: { title: 'A' } }),
    ['/requestedSchema/properties/a/type'],
    'unsupported-schema',
  ],
  [
    'a field that is not an object',
    form({ a: 'string' }),
    ['/requestedSchema/properties/a'],
    'unsupported-schema',
  ],
  [
    'non-string enum members',
    form({ a: { type: 'string', enum: ['x', 2, null] } }),
    ['/requestedSchema/properties/a/enum/1', '/requestedSchema/properties/a/enum/2'],
    'unsupported-schema',
  ],
  [
    'duplicate enum values',
    form({ a: { type: 'string', enum: ['x', 'y', 'x'] } }),
    ['/requestedSchema/properties/a/enum/2'],
    'unsupported-schema',
  ],
  [
    'an empty enum',
    form({ a: { type: 'string', enum: [] } }),
    ['/requestedSchema/properties/a/enum'],
    'unsupported-schema',
  ],
  [
    'enumNames of the wrong length',
    form({ a: { type: 'string', enum: ['x', 'y'], enumNames: ['X'] } }),
    ['/requestedSchema/properties/a/enumNames'],
    'unsupported-schema',
  ],
  [
    'oneOf entries without const',
    form({ a: { type: 'string', oneOf: [{ const: 'x', title: 'X' }, { title: 'Y' }] } }),
    ['/requestedSchema/properties/a/oneOf/1/const'],
    'unsupported-schema',
  ],
  [
    'duplicate oneOf consts',
    form({
      a: {
        type: 'string',
        oneOf: [
          { const: 'x', title: 'X' },
          { const: 'x', title: 'Y' },
        ],
      },
    }),
    ['/requestedSchema/properties/a/oneOf/1/const'],
    'unsupported-schema',
  ],
  [
    'items.anyOf entries without const',
    form({ a: { type: 'array', items: { anyOf: [{ title: 'X' }] } } }),
    ['/requestedSchema/properties/a/items/anyOf/0/const'],
    'unsupported-schema',
  ],
  [
    'items.oneOf entries with a non-string const',
    form({ a: { type: 'array', items: { oneOf: [{ const: 1, title: 'X' }] } } }),
    ['/requestedSchema/properties/a/items/oneOf/0/const'],
    'unsupported-schema',
  ],
  [
    'an array without items',
    form({ a: { type: 'array' } }),
    ['/requestedSchema/properties/a/items'],
    'unsupported-schema',
  ],
  [
    'a string default on a number',
    form({ a: { type: 'number', default: '5' } }),
    ['/requestedSchema/properties/a/default'],
    'unsupported-schema',
  ],
  [
    'a fractional default on an integer',
    form({ a: { type: 'integer', default: 1.5 } }),
    ['/requestedSchema/properties/a/default'],
    'unsupported-schema',
  ],
  [
    'a default below minimum',
    form({ a: { type: 'number', minimum: 18, default: 3 } }),
    ['/requestedSchema/properties/a/default'],
    'unsupported-schema',
  ],
  [
    'a default not among the options',
    form({ a: { type: 'string', enum: ['x'], default: 'y' } }),
    ['/requestedSchema/properties/a/default'],
    'unsupported-schema',
  ],
  [
    'a multi default with a stray value',
    form({ a: { type: 'array', items: { type: 'string', enum: ['x'] }, default: ['x', 'z'] } }),
    ['/requestedSchema/properties/a/default'],
    'unsupported-schema',
  ],
  [
    'a string default on a boolean',
    form({ a: { type: 'boolean', default: 'true' } }),
    ['/requestedSchema/properties/a/default'],
    'unsupported-schema',
  ],
  [
    'a default longer than maxLength',
    form({ a: { type: 'string', maxLength: 2, default: 'abc' } }),
    ['/requestedSchema/properties/a/default'],
    'unsupported-schema',
  ],
  [
    'minimum greater than maximum',
    form({ a: { type: 'number', minimum: 10, maximum: 1 } }),
    ['/requestedSchema/properties/a/minimum'],
    'unsupported-schema',
  ],
  [
    'minLength greater than maxLength',
    form({ a: { type: 'string', minLength: 10, maxLength: 1 } }),
    ['/requestedSchema/properties/a/minLength'],
    'unsupported-schema',
  ],
  [
    'minItems greater than maxItems',
    form({ a: { type: 'array', minItems: 3, maxItems: 1, items: { type: 'string', enum: ['x'] } } }),
    ['/requestedSchema/properties/a/minItems'],
    'unsupported-schema',
  ],
  [
    'a negative minLength',
    form({ a: { type: 'string', minLength: -1 } }),
    ['/requestedSchema/properties/a/minLength'],
    'unsupported-schema',
  ],
  [
    'required naming a missing property',
    form({ a: { type: 'string' } }, { required: ['a', 'b'] }),
    ['/requestedSchema/required/1'],
    'unsupported-schema',
  ],
  [
    'required that is not an array',
    form({ a: { type: 'string' } }, { required: 'a' }),
    ['/requestedSchema/required'],
    'unsupported-schema',
  ],
  [
    'a catastrophic pattern',
    form({ a: { type: 'string', pattern: '^(a+)+$' } }),
    ['/requestedSchema/properties/a/pattern'],
    'unsupported-schema',
  ],
  [
    'an invalid pattern',
    form({ a: { type: 'string', pattern: '(' } }),
    ['/requestedSchema/properties/a/pattern'],
    'unsupported-schema',
  ],
  [
    'an empty property name',
    form({ '': { type: 'string' } }),
    ['/requestedSchema/properties/'],
    'unsupported-schema',
  ],
  [
    'a title that is not a string',
    form({ a: { type: 'string', title: 5 } }),
    ['/requestedSchema/properties/a/title'],
    'unsupported-schema',
  ],
  [
    'a property name with a slash, escaped in the pointer',
    form({ 'a/b~c': { type: 'object' } }),
    ['/requestedSchema/properties/a~1b~0c/type'],
    'unsupported-schema',
  ],
  ['an unknown mode', { mode: 'voice', message: 'x' }, ['/mode'], 'unsupported-mode'],
  ['URL mode without a url', { mode: 'url', message: 'x' }, ['/url'], 'invalid-request'],
  ['URL mode with a relative url', { mode: 'url', message: 'x', url: '/login' }, ['/url'], 'invalid-request'],
  [
    'URL mode with an unparseable url',
    { mode: 'url', message: 'x', url: 'http://' },
    ['/url'],
    'invalid-request',
  ],
  [
    'URL mode with a non-string elicitationId',
    { mode: 'url', message: 'x', url: 'https://a.example', elicitationId: 7 },
    ['/elicitationId'],
    'invalid-request',
  ],
];

describe('parseElicitRequest: every issue, with its JSON pointer', () => {
  it.each(errorCases)('given %s, should report exactly those paths', (_, params, expectedPaths, code) => {
    const error = issuesOf(params);
    expect([...paths(error)].sort()).toEqual([...expectedPaths].sort());
    expect(error.code).toBe(code);
    for (const issue of error.issues) expect(issue.message.length).toBeGreaterThan(0);
  });

  it('should report every issue of a request at once, across fields', () => {
    const error = issuesOf({
      requestedSchema: {
        type: 'object',
        properties: {
          a: { type: 'object' },
          b: { type: 'string', enum: [1] },
          c: { type: 'number', minimum: 5, maximum: 1, default: 'x' },
        },
        required: ['zz'],
      },
    });
    expect([...paths(error)].sort()).toEqual(
      [
        '/message',
        '/requestedSchema/required/0',
        '/requestedSchema/properties/a/type',
        '/requestedSchema/properties/b/enum/0',
        '/requestedSchema/properties/c/minimum',
        '/requestedSchema/properties/c/default',
      ].sort(),
    );
    expect(error.message).toContain('/message: message is required');
  });
});

describe('parseElicitRequest: limits', () => {
  const manyFields = (count: number) =>
    form(Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}`, { type: 'string' }])));

  it('should allow 100 fields and refuse 101', () => {
    expect(() => parseElicitRequest(manyFields(100))).not.toThrow();
    const error = issuesOf(manyFields(101));
    expect(error.code).toBe('limit-exceeded');
    expect(paths(error)).toEqual(['/requestedSchema/properties']);
  });

  it('should let the host raise a limit', () => {
    expect(() => parseElicitRequest(manyFields(150), { limits: { maxFields: 200 } })).not.toThrow();
  });

  it('should refuse more than 1,000 options in a field', () => {
    const values = Array.from({ length: 1001 }, (_, index) => `v${index}`);
    const error = issuesOf(form({ a: { type: 'string', enum: values } }));
    expect(error.code).toBe('limit-exceeded');
    expect(paths(error)).toEqual(['/requestedSchema/properties/a/enum']);
  });

  it('should refuse a text over 10,000 characters', () => {
    const error = issuesOf(form({ a: { type: 'string', description: 'x'.repeat(10_001) } }));
    expect(error.code).toBe('limit-exceeded');
    expect(paths(error)).toEqual(['/requestedSchema/properties/a/description']);
    expect(issuesOf({ ...form({}), message: 'm'.repeat(10_001) }).issues[0]?.path).toBe('/message');
  });

  it('should refuse a request over 100 KB, counting UTF-8 bytes, before looking inside', () => {
    // 40,000 CJK characters are 120,000 bytes although every single text is under the text limit.
    const properties = Object.fromEntries(
      Array.from({ length: 8 }, (_, index) => [
        `f${index}`,
        { type: 'string', description: '字'.repeat(5000) },
      ]),
    );
    const error = issuesOf(form(properties));
    expect(error.code).toBe('limit-exceeded');
    expect(paths(error)).toEqual(['']);
  });

  it('should turn an unreadable object into a typed error, not a crash', () => {
    const cyclic: Record<string, unknown> = { message: 'x' };
    cyclic.self = cyclic;
    expect(issuesOf(cyclic).code).toBe('invalid-request');
    const throwing = {
      message: 'x',
      get requestedSchema() {
        throw new Error('boom');
      },
    };
    expect(issuesOf(throwing).issues[0]?.message).toContain('could not be read');
  });

  it('should refuse nesting past maxDepth with the pointer of the first level too deep', () => {
    const deep = {
      message: 'm',
      requestedSchema: { type: 'object', properties: {} },
      _meta: { a: [[[{ b: [] }]]] },
    };
    expect(() => parseElicitRequest(deep, { limits: { maxDepth: 7 } })).not.toThrow();
    const error = issuesOf(deep, { limits: { maxDepth: 6 } });
    expect(error.code).toBe('limit-exceeded');
    expect(error.issues.map((issue) => issue.path)).toEqual(['/_meta/a/0/0/0/b']);
  });

  it('should tell a cycle from deep data, and accept the same object used twice', () => {
    const cyclic: Record<string, unknown> = { message: 'x' };
    cyclic.self = cyclic;
    expect(issuesOf(cyclic).issues[0]?.message).toBe('the request refers to itself, which JSON cannot');
    const shared = { type: 'string' };
    const request = parseElicitRequest({
      message: 'm',
      requestedSchema: { type: 'object', properties: { a: shared, b: shared } },
    });
    expect(request.mode === 'form' && request.form.fields.map((field) => field.name)).toEqual(['a', 'b']);
  });
});

describe('isElicitationRequest', () => {
  it('should recognise what parseElicitRequest returned, and nothing shaped like it', () => {
    const request = parseElicitRequest(form({ name: { type: 'string' } }));
    expect(isElicitationRequest(request)).toBe(true);
    expect(isElicitationRequest({ ...request })).toBe(false);
    // A server's params can carry a ready-made `form` to skip every check: they are still raw params.
    const forged = { mode: 'form', message: 'x', form: { fields: [{ name: 'a', kind: 'text' }] } };
    expect(isElicitationRequest(forged)).toBe(false);
    expect(isElicitationRequest(undefined)).toBe(false);
    expect(isElicitationRequest('form')).toBe(false);
  });
});

describe('toServerIdentity', () => {
  it('should keep the text fields of whatever a host passes, and never throw', () => {
    expect(
      toServerIdentity({ name: 'weather', title: 'Weather', version: '1.0', iconUrl: 'https://x/i.png' }),
    ).toEqual({
      name: 'weather',
      title: 'Weather',
      version: '1.0',
      iconUrl: 'https://x/i.png',
    });
    expect(toServerIdentity({ name: 7, title: { text: 'x' }, version: ['1'] })).toEqual({ name: '' });
    expect(toServerIdentity(undefined)).toEqual({ name: '' });
    expect(toServerIdentity('github')).toEqual({ name: '' });
    const hostile = Object.defineProperty({ title: 'T' }, 'name', {
      get() {
        throw new Error('boom');
      },
    });
    expect(toServerIdentity(hostile)).toEqual({ name: '', title: 'T' });
    expect(serverDisplayName({ name: 5, title: null } as never, 'Unknown')).toBe('Unknown');
  });
});
