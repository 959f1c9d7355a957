/**
 * Records in a transcript, as a person reads them in real Chromium: each past request is two lines (who asked what,
 * what happened), the answered values, the whole question and why it was asked behind a disclosure, and the
 * origin it was answered under kept in the record a host stores and shows again.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { type ConsentReceipt, consentDigest } from '../../src/core/index.js';
import { ElicitationPanel, type ElicitationRecord } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { expectNoAxeViolations, resultSpy } from './helpers.js';

const server = { name: 'bookings', title: 'Table Bookings', version: '2.3.0' };
const origin = { method: 'tools/call', name: 'bookings.reserve', arguments: { day: 'friday' } };
const base = { version: 1 as const, server, at: 1, mode: 'form' as const };
const transcript: ElicitationRecord[] = [
  { ...base, outcome: 'declined', message: 'Which repository should I fork?', result: { action: 'decline' } },
  {
    ...base,
    mode: 'url',
    outcome: 'opened',
    message: 'Sign in to continue.',
    site: 'example.com',
    result: { action: 'accept' },
  },
  {
    ...base,
    outcome: 'sent',
    message:
      'Which evening, and for how many guests? I will check availability at Luigi’s and confirm by email.',
    result: { action: 'accept', content: { name: 'Ada Lovelace', guests: 2, pin: '1234' } },
    fields: [
      { label: 'Name on the booking', value: 'Ada Lovelace' },
      { label: 'Guests', value: '2' },
      { label: 'PIN', masked: true },
    ],
    origin,
  },
  { ...base, outcome: 'dismissed', message: 'Pick a colour for the chart.' },
  { ...base, outcome: 'expired', message: 'Confirm the deployment window.' },
  { ...base, outcome: 'failed', message: 'Approve the refund?', result: { action: 'accept' } },
];

afterEach(async () => {
  await page.viewport(414, 896);
});

function Transcript({ records }: { records: readonly ElicitationRecord[] }) {
  return (
    <main style={{ display: 'grid', gap: 8 }}>
      {records.map((record) => (
        <ElicitationPanel key={record.message} record={record} />
      ))}
    </main>
  );
}

describe('a transcript of records', () => {
  for (const [width, height] of [
    [1280, 900],
    [360, 640],
  ] as const) {
    it(`at ${width}×${height}, each record should be two lines: who asked what, then what happened`, async () => {
      await page.viewport(width, height);
      render(<Transcript records={transcript} />);
      const sections = [...document.querySelectorAll<HTMLElement>('section[data-record]')];
      expect(sections).toHaveLength(transcript.length);
      for (const section of sections) {
        const lines = [...section.querySelectorAll<HTMLElement>(':scope > .mcp-elicit-record-line')];
        expect(lines).toHaveLength(2);
        lines.forEach((line, index) => {
          const style = getComputedStyle(line.firstElementChild as HTMLElement);
          const row = Math.max(24, Number.parseFloat(style.lineHeight));
          // One row each (a 24 px disclosure target may make it a little taller). On a phone, the longest outcome
          // ("Your answer could not be delivered.") and its "Details" may take a second row: never the question.
          const rows = width < 400 && index === 1 ? 2.5 : 1.5;
          expect(line.getBoundingClientRect().height, line.textContent ?? '').toBeLessThan(row * rows);
        });
      }
      // The values are not on the page until asked for.
      expect(screen.getByText('Ada Lovelace')).not.toBeVisible();
      await expectNoAxeViolations();
    });
  }

  it('given a sent record, the outcome line should count the answers and the disclosure show them, the secret masked, the whole question and why it was asked', async () => {
    await page.viewport(360, 640);
    render(<Transcript records={transcript} />);
    const record = screen.getByRole('region', { name: /Which evening/ });
    expect(within(record).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Request from Table Bookings',
    );
    expect(within(record).getByText('You sent 3 answers.')).toBeVisible();
    // The question is cut to its line, visibly.
    const question = record.querySelector<HTMLElement>('.mcp-elicit-record-message') as HTMLElement;
    expect(getComputedStyle(question).webkitLineClamp).toBe('1');

    const disclosure = within(record).getByText('What you sent');
    disclosure.focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(within(record).getByText('Ada Lovelace')).toBeVisible();
    expect(within(record).getByText('hidden')).toBeVisible();
    expect(record.textContent).not.toContain('1234');
    expect(
      within(record).getByText(/I will check availability/, { selector: '.mcp-elicit-message' }),
    ).toBeVisible();
    expect(record.querySelector('.mcp-elicit-why-asked-text')?.textContent).toBe(
      'Table Bookings asked while running bookings.reserve',
    );
    await expectNoAxeViolations();
  });

  it('given a short question and nothing more to show, should offer no disclosure', async () => {
    await page.viewport(1280, 900);
    render(<Transcript records={[transcript[1] as ElicitationRecord]} />);
    expect(screen.getByText('Opened example.com.')).toBeVisible();
    expect(document.querySelector('details')).toBeNull();
  });
});

describe('the origin a record keeps', () => {
  it('given a live panel with an origin, when the person declines, the record should keep it and show it again from storage', async () => {
    const onRecord = vi.fn<(record: ElicitationRecord) => void>();
    const request = {
      message: 'Which evening?',
      requestedSchema: { type: 'object', properties: { day: { type: 'string', title: 'Day' } } },
    };
    const { unmount } = render(
      <ElicitationPanel
        request={request}
        server={server}
        origin={origin}
        onResult={resultSpy()}
        onRecord={onRecord}
      />,
    );
    expect(document.querySelector('.mcp-elicit-why-asked-text')?.textContent).toBe(
      'Table Bookings asks while running bookings.reserve',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expect.element(screen.getByText('You declined.')).toBeVisible();
    const record = onRecord.mock.calls[0]?.[0] as ElicitationRecord;
    expect(record.origin).toEqual(origin);
    const saved = JSON.stringify(record);
    unmount();

    render(<ElicitationPanel record={JSON.parse(saved) as ElicitationRecord} />);
    await userEvent.click(screen.getByText('Details'));
    expect(document.querySelector('.mcp-elicit-why-asked-text')?.textContent).toBe(
      'Table Bookings asked while running bookings.reserve',
    );
  });

  it('given an old stored record without an origin, should still show it', async () => {
    const old = { version: 1, outcome: 'declined', server, mode: 'form', message: 'Which evening?', at: 1 };
    render(<ElicitationPanel record={old as ElicitationRecord} />);
    expect(screen.getByText('You declined.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Request from Table Bookings' })).toBeVisible();
  });
});

describe('a receipt of consent', () => {
  it('given a live panel, when the person sends, onRecord should carry the receipt whose digest the page computes as Node does', async () => {
    const onRecord = vi.fn<(record: ElicitationRecord, receipt?: ConsentReceipt) => void>();
    render(
      <ElicitationPanel
        request={{
          message: 'Which city? «Zürich» 😀',
          requestedSchema: {
            type: 'object',
            properties: { city: { type: 'string', minLength: 2 } },
            required: ['city'],
          },
          _meta: { persist: 'session' },
        }}
        server={{ name: 'weather', version: '1.0.0' }}
        review={false}
        onResult={resultSpy()}
        onRecord={onRecord}
      />,
    );
    await userEvent.fill(screen.getByRole('textbox', { name: /city/ }), 'Zürich');
    await userEvent.click(screen.getByRole('radio', { name: 'For this session' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect.poll(() => onRecord.mock.calls.length).toBe(1);
    const receipt = onRecord.mock.calls[0]?.[1];
    if (!receipt) throw new Error('no receipt');
    expect(receipt.sent).toEqual({
      action: 'accept',
      content: { city: 'Zürich' },
      _meta: { persist: 'session' },
    });
    // The digest test/core/host/consent-receipt.test.ts computes in Node, with node:crypto as a second opinion.
    expect(await consentDigest(receipt)).toBe(
      'sha256:0fe68084dc7d3ca5aa760bdd58e5f6539334aa290b828de32677dd6a720c53e9',
    );
  });

  it('given a listener that does not ask for the digest, no hashing runs (it is computed only when asked)', async () => {
    const digest = vi.spyOn(crypto.subtle, 'digest');
    const onRecord = vi.fn<(record: ElicitationRecord, receipt?: ConsentReceipt) => void>();
    render(
      <ElicitationPanel
        request={{ message: 'Go on?', requestedSchema: { type: 'object', properties: {} } }}
        server={{ name: 'weather' }}
        onResult={resultSpy()}
        onRecord={onRecord}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expect.poll(() => onRecord.mock.calls.length).toBe(1);
    expect(onRecord.mock.calls[0]?.[1]?.sent).toEqual({ action: 'decline' });
    expect(digest).not.toHaveBeenCalled();
    digest.mockRestore();
  });
});
