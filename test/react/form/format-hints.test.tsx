// Hints for what zod and pydantic emit: no safe-integer bound a person need not read, a hint with an example for
// each format a generator emits, and the review saying which zone a date-time is sent in.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileElicitationSchema, toElicitContent } from '../../../src/core/index.js';
import { constraintHint } from '../../../src/react/form/hints.js';
import { createI18n } from '../../../src/react/shared/i18n.js';
import { ElicitationReview } from '../../../src/react/steps/review.js';

const en = createI18n();
const zh = createI18n({ locale: 'zh-CN' });

describe('hints for generated schemas', () => {
  it('given z.int() and z.number().int().min(1), should show no safe-integer bound', () => {
    const model = compileElicitationSchema(
      z.toJSONSchema(z.object({ seats: z.int(), floors: z.number().int().min(1) })),
    );
    const [seats, floors] = model.fields;
    expect(constraintHint(seats!, en)).toBe('A whole number');
    expect(constraintHint(floors!, en)).toBe('1 or more · A whole number');
    expect(constraintHint(floors!, zh)).not.toMatch(/9007199254740991|9,007,199,254,740,991/);
  });

  it.each([
    ['uuid', 'A UUID, like 123e4567-e89b-12d3-a456-426614174000'],
    ['ipv4', 'An IPv4 address, like 192.0.2.1'],
    ['ipv6', 'An IPv6 address, like 2001:db8::1'],
    ['ipvanyaddress', 'An IP address, like 192.0.2.1 or 2001:db8::1'],
    ['hostname', 'A host name, like example.com'],
    ['duration', 'A duration, like PT30M (30 minutes) or P1DT2H (1 day 2 hours)'],
    ['uri-reference', 'A web address or a path, like https://example.com or /docs/intro'],
  ])('given format %s, should hint with an example in en and zh-CN', (format, hint) => {
    const model = compileElicitationSchema({ type: 'object', properties: { x: { type: 'string', format } } });
    expect(constraintHint(model.fields[0]!, en)).toBe(hint);
    expect(constraintHint(model.fields[0]!, zh)).toMatch(/例如/);
  });

  it('given format time, should say it is the local time', () => {
    const model = compileElicitationSchema({
      type: 'object',
      properties: { x: { type: 'string', format: 'time' } },
    });
    expect(constraintHint(model.fields[0]!, en)).toMatch(
      /^A time of day, like 14:30, in your local time \(.+\)$/,
    );
  });
});

describe('the review of a date-time', () => {
  it('given z.iso.datetime() (UTC only), should say the answer is sent in UTC', () => {
    const model = compileElicitationSchema(z.toJSONSchema(z.object({ starts: z.iso.datetime() })));
    const content = toElicitContent(model, { starts: '2026-03-01T14:30' }, { timeZoneOffset: () => 480 });
    render(<ElicitationReview model={model} content={content} serverName="Zod" />);
    expect(screen.getByText('sent in UTC')).toBeTruthy();
  });

  it('given an offset, should name it', () => {
    const model = compileElicitationSchema({
      type: 'object',
      properties: { at: { type: 'string', format: 'date-time' } },
    });
    render(<ElicitationReview model={model} content={{ at: '2026-03-01T14:30:00+08:00' }} serverName="S" />);
    expect(screen.getByText('sent in UTC+08:00')).toBeTruthy();
  });
});
