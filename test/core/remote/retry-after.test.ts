import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, retryAfterMs } from '../../../src/core/remote/retry-after.js';

const refusal = (value?: string) =>
  new Response(null, { status: 503, headers: value === undefined ? {} : { 'Retry-After': value } });

describe('retryAfterMs', () => {
  it('given delay-seconds, should give them in ms', () => {
    expect(retryAfterMs(refusal('2'))).toBe(2000);
    expect(retryAfterMs(refusal(' 0 '))).toBe(0);
  });

  it('given an HTTP date, should give the time until it, and 0 for one already past', () => {
    const now = Date.parse('2026-12-02T16:00:00Z');
    expect(retryAfterMs(refusal('Wed, 02 Dec 2026 16:00:05 GMT'), now)).toBe(5000);
    expect(retryAfterMs(refusal('Wed, 02 Dec 2026 15:59:00 GMT'), now)).toBe(0);
  });

  it('given a wait longer than a person can be kept waiting, should cap it', () => {
    expect(retryAfterMs(refusal('86400'))).toBe(MAX_RETRY_AFTER_MS);
  });

  it('given no response, no header or a value that is neither form, should give undefined', () => {
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs(refusal())).toBeUndefined();
    expect(retryAfterMs(refusal('soon'))).toBeUndefined();
    expect(retryAfterMs(refusal('-3'))).toBeUndefined();
    expect(retryAfterMs(refusal('1.5'))).toBeUndefined();
  });
});
