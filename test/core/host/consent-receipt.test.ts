import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/core/host/consent-receipt.js';
import {
  acceptResult,
  type ConsentReceipt,
  consentDigest,
  consentReceipt,
  parseElicitRequest,
} from '../../../src/core/index.js';

/** test/browser/record.browser.test.tsx makes this receipt through the panel: the same digest comes out in the page. */
const knownReceipt: ConsentReceipt = {
  shown: {
    server: { name: 'weather', version: '1.0.0' },
    message: 'Which city? «Zürich» 😀',
    schema: {
      type: 'object',
      properties: { city: { type: 'string', minLength: 2 } },
      required: ['city'],
      additionalProperties: false,
    },
  },
  sent: { action: 'accept', content: { city: 'Zürich' }, _meta: { persist: 'session' } },
};
const KNOWN_DIGEST = 'sha256:0fe68084dc7d3ca5aa760bdd58e5f6539334aa290b828de32677dd6a720c53e9';

describe('canonical JSON (RFC 8785 for JSON values)', () => {
  it('given nested objects, should sort keys at every level, keep array order, and write no whitespace', () => {
    expect(canonicalJson({ b: [2, 1, { z: 1, a: 'x' }], a: { d: true, c: null }, e: undefined })).toBe(
      '{"a":{"c":null,"d":true},"b":[2,1,{"a":"x","z":1}]}',
    );
  });

  it('given keys outside ASCII, should sort by UTF-16 code units, as JCS does', () => {
    expect(canonicalJson({ '😀': 1, é: 2, Z: 3, a: 4 })).toBe('{"Z":3,"a":4,"é":2,"😀":1}');
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [() => 1], [BigInt(1)], [[undefined]]])(
    'given %s, should refuse it with a TypeError',
    (value) => {
      expect(() => canonicalJson(value)).toThrow(TypeError);
    },
  );

  it('given a cycle, should refuse it with a TypeError', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(TypeError);
  });
});

describe('consentDigest', () => {
  it('given the known receipt, should give the digest Node computes independently (node:crypto) and the page too', async () => {
    const independent = createHash('sha256').update(canonicalJson(knownReceipt), 'utf8').digest('hex');
    expect(await consentDigest(knownReceipt)).toBe(`sha256:${independent}`);
    expect(await consentDigest(knownReceipt)).toBe(KNOWN_DIGEST);
  });

  it('given the same facts with keys in another order, should give the same digest; another answer, another', async () => {
    const { server, message, schema } = knownReceipt.shown;
    const shuffled: ConsentReceipt = { sent: knownReceipt.sent, shown: { schema, message, server } };
    expect(await consentDigest(shuffled)).toBe(KNOWN_DIGEST);
    const other: ConsentReceipt = {
      ...knownReceipt,
      sent: { action: 'accept', content: { city: 'Lisbon' } },
    };
    expect(await consentDigest(other)).not.toBe(KNOWN_DIGEST);
  });

  it('given a parsed request, should receipt what was shown (server, message, compiled schema) and what was sent', async () => {
    const request = parseElicitRequest({
      message: 'Which city? «Zürich» 😀',
      requestedSchema: {
        type: 'object',
        properties: { city: { type: 'string', minLength: 2 } },
        required: ['city'],
      },
    });
    const receipt = consentReceipt(
      request,
      { name: 'weather', version: '1.0.0' },
      {
        ...acceptResult({ city: 'Zürich' }),
        _meta: { persist: 'session' },
      },
    );
    expect(receipt).toEqual(knownReceipt);
    expect(await consentDigest(receipt)).toBe(KNOWN_DIGEST);
  });

  it('given a URL request declined, should receipt the address and the decline', () => {
    const request = parseElicitRequest({
      mode: 'url',
      message: 'Sign in',
      url: 'https://login.example.com/a',
    });
    expect(consentReceipt(request, { name: 'auth' }, { action: 'decline' })).toEqual({
      shown: { server: { name: 'auth' }, message: 'Sign in', url: 'https://login.example.com/a' },
      sent: { action: 'decline' },
    });
  });
});
