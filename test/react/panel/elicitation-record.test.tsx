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
});
