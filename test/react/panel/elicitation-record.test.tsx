import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { declineResult, parseElicitRequest } from '../../../src/core/index.js';
import { ElicitationPanel, type ElicitationRecord, toElicitationRecord } from '../../../src/react/index.js';
import { createElicitationRecord, outcomeOf } from '../../../src/react/panel/elicitation-record.js';
import { createI18n } from '../../../src/react/shared/i18n.js';

const request = parseElicitRequest({
  message: 'Plan the trip',
  requestedSchema: {
    type: 'object',
    properties: {
      when: { type: 'string', format: 'date', title: 'Date' },
      stops: {
        type: 'array',
        title: 'Stops',
        items: {
          anyOf: [
            { const: 'a', title: 'Avignon' },
            { const: 'l', title: 'Lyon' },
          ],
        },
      },
      apiToken: { type: 'string', title: 'API token' },
      note: { type: 'string', title: 'Note' },
    },
  },
});
const server = { name: 'trips', title: 'Trips' };

describe('createElicitationRecord', () => {
  it('given a sent form, should keep the result and the values as the review shows them, secrets masked, unanswered left out', () => {
    const result = {
      action: 'accept' as const,
      content: { when: '2026-12-24', stops: ['l', 'a'], apiToken: 's3cret' },
    };
    const record = createElicitationRecord(
      request,
      server,
      outcomeOf(request, result, false),
      createI18n(),
      result,
    );
    expect(record).toMatchObject({
      version: 1,
      outcome: 'sent',
      result,
      server,
      mode: 'form',
      message: 'Plan the trip',
      fields: [
        { label: 'Date', value: 'December 24, 2026' },
        { label: 'Stops', value: 'Lyon, Avignon' },
        { label: 'API token', masked: true },
      ],
    });
    expect(JSON.stringify(record.fields)).not.toContain('s3cret');
    expect(toElicitationRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  it('given a URL request, should keep the site; given no result, the outcome should be expired', () => {
    const url = parseElicitRequest({ mode: 'url', message: 'Sign in', url: 'https://login.example.co.uk/x' });
    expect(outcomeOf(url, { action: 'accept' }, false)).toBe('opened');
    expect(outcomeOf(url, undefined, false)).toBe('expired');
    expect(outcomeOf(request, declineResult(), true)).toBe('failed');
    const record = createElicitationRecord(url, server, 'opened', createI18n(), { action: 'accept' });
    expect(record.site).toBe('example.co.uk');
  });
});

describe('the origin a record was answered under', () => {
  const origin = { method: 'tools/call', name: 'plan_trip', arguments: { days: 3 } };

  it('given an origin, the record should keep it as plain JSON, and read it back the same', () => {
    const record = createElicitationRecord(
      request,
      server,
      'declined',
      createI18n(),
      declineResult(),
      origin,
    );
    expect(record.origin).toEqual(origin);
    // Plain, not the frozen copy the flow holds: a host stores and edits records as any JSON.
    expect(Object.isFrozen(record.origin)).toBe(false);
    const stored = JSON.parse(JSON.stringify(record));
    expect(toElicitationRecord(stored)).toEqual(record);
  });

  it('given what a host passed as an origin, should keep only its readable parts, or none', () => {
    const loose = { method: 'tools/call', name: 'plan_trip', arguments: ['not', 'an', 'object'] } as never;
    const record = createElicitationRecord(request, server, 'declined', createI18n(), declineResult(), loose);
    expect(record.origin).toEqual({ method: 'tools/call', name: 'plan_trip' });
    const nameless = { method: 'tools/call' } as never;
    expect(
      createElicitationRecord(request, server, 'declined', createI18n(), undefined, nameless),
    ).not.toHaveProperty('origin');
  });

  it('given an old record without an origin, should still read it; given a damaged origin, should refuse the entry', () => {
    const old = { version: 1, outcome: 'declined', server, mode: 'form', message: 'Plan the trip', at: 1 };
    expect(toElicitationRecord(old)).toEqual(old);
    expect(toElicitationRecord({ ...old, origin: { method: 7 } })).toBeUndefined();
    expect(toElicitationRecord({ ...old, origin: 'tools/call' })).toBeUndefined();
  });
});

describe('toElicitationRecord', () => {
  const valid: ElicitationRecord = {
    version: 1,
    outcome: 'declined',
    server,
    mode: 'form',
    message: 'm',
    at: 1,
  };
  it.each([
    ['null', null],
    ['another version', { ...valid, version: 2 }],
    ['an unknown outcome', { ...valid, outcome: 'maybe' }],
    ['a message that is not text', { ...valid, message: 42 }],
    ['fields that are not a list', { ...valid, fields: 'Ada' }],
    ['a field without a value', { ...valid, fields: [{ label: 'Name' }] }],
    ['an unknown action', { ...valid, result: { action: 'ok' } }],
    ['a policy without a name', { ...valid, answeredBy: { policy: 7 } }],
    ['a policy that is text', { ...valid, answeredBy: 'ci' }],
  ])('given %s, should return undefined', (_, value) => {
    expect(toElicitationRecord(value)).toBeUndefined();
  });

  it('given a damaged stored record, the panel should say it cannot be shown instead of breaking', () => {
    render(
      <ElicitationPanel
        record={{ version: 1, outcome: 'sent', fields: 7 } as unknown as ElicitationRecord}
      />,
    );
    expect(screen.getByRole('region', { name: 'This saved request can’t be shown.' })).toBeInTheDocument();
  });

  it('given a record the host’s policy answered, should keep the rule through storage and say so in the transcript', () => {
    const record = createElicitationRecord(
      request,
      server,
      'declined',
      createI18n(),
      declineResult(),
      undefined,
      undefined,
      { policy: 'No prompts from CI' },
    );
    expect(record.answeredBy).toEqual({ policy: 'No prompts from CI' });
    const stored = toElicitationRecord(JSON.parse(JSON.stringify(record)));
    expect(stored).toEqual(record);
    render(<ElicitationPanel record={stored as ElicitationRecord} />);
    expect(screen.getByText('Declined by policy “No prompts from CI”.')).toBeInTheDocument();
    expect(screen.queryByText('You declined.')).toBeNull();
  });
});
