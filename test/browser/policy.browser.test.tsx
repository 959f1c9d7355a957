/**
 * What a host's policy answered, as the person sees it (issue 41, item 4), in Chromium: in an inline transcript the
 * request shows as its record at once ("Declined by policy “…”", in the panel's locale), its record and receipt
 * given to `onRecord` with the rule; with the dialog provider, a brief polite notice that takes no focus (a field the
 * person is typing in keeps it), gone by itself; a request the policy leaves to the person is asked as ever. Axe on
 * each.
 */
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  acceptResult,
  type ConsentReceipt,
  createElicitationQueue,
  declineResult,
  type ElicitationPolicyRule,
  type ElicitationQueue,
  type ElicitResult,
} from '../../src/core/index.js';
import zhCN from '../../src/locales/zh-CN.js';
import { ElicitationProvider, type ElicitationRecord } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { expectNoAxeViolations } from './helpers.js';
import { InlineTranscript } from './inline-transcript.js';

const ci = { connection: 'ci' };
const laptop = { connection: 'laptop' };
const server = { name: 'deploy', title: 'Deploy' };
const region = {
  message: 'Which region?',
  requestedSchema: {
    type: 'object',
    properties: { region: { type: 'string', title: 'Region', enum: ['eu-west-1', 'us-east-1'] } },
    required: ['region'],
  },
};
const policy: ElicitationPolicyRule[] = [
  { name: 'No prompts from CI', decide: ({ source }) => (source === ci ? declineResult() : 'ask') },
  {
    name: 'Default region',
    decide: ({ origin }) => (origin?.name === 'deploy' ? acceptResult({ region: 'eu-west-1' }) : 'ask'),
  },
];

function present(
  queue: ElicitationQueue,
  source: object,
  origin?: { method: string; name: string },
  message = region.message,
) {
  const results: ElicitResult[] = [];
  act(() => {
    void queue
      .present({ ...region, message }, { server, source, ...(origin ? { origin } : {}) })
      .then((result) => results.push(result));
  });
  return results;
}

describe('what a policy answered, in the transcript', () => {
  it('given an inline transcript, should show each policy answer as its record, with the rule, and ask the rest', async () => {
    const queue = createElicitationQueue({ policy });
    const records: [ElicitationRecord, ConsentReceipt | undefined][] = [];
    render(
      <ElicitationProvider queue={queue} inline>
        <InlineTranscript queue={queue} onRecord={(record, receipt) => records.push([record, receipt])} />
      </ElicitationProvider>,
    );
    const declined = present(queue, ci, undefined, 'Which region for the CI run?');
    const computed = present(
      queue,
      laptop,
      { method: 'tools/call', name: 'deploy' },
      'Which region to deploy?',
    );
    const asked = present(queue, laptop);

    const [first, second, third] = await screen.findAllByRole('article');
    expect(
      await within(first as HTMLElement).findByText('Declined by policy “No prompts from CI”.'),
    ).toBeVisible();
    expect(within(second as HTMLElement).getByText('Sent by policy “Default region”.')).toBeVisible();
    // The rest is the person's, with every guard.
    expect(within(third as HTMLElement).getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(declined).toEqual([{ action: 'decline' }]);
    expect(computed).toEqual([{ action: 'accept', content: { region: 'eu-west-1' } }]);
    expect(asked).toEqual([]);
    // The policy's answers left the queue once shown; the person's request is what waits.
    expect(queue.snapshot().answeredByPolicy).toBeUndefined();
    expect(queue.snapshot().pending).toHaveLength(1);
    expect(
      records.map(([record, receipt]) => [record.outcome, record.answeredBy, receipt?.answeredBy]),
    ).toEqual([
      ['declined', { policy: 'No prompts from CI' }, { policy: 'No prompts from CI' }],
      ['sent', { policy: 'Default region' }, { policy: 'Default region' }],
    ]);
    // What the policy sent is behind "Details", not "What you sent".
    expect(within(second as HTMLElement).getByText('Details')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('given the panel’s locale, should say it in that language', async () => {
    const queue = createElicitationQueue({ policy });
    render(
      <ElicitationProvider queue={queue} inline>
        <InlineTranscript queue={queue} locale="zh-CN" messages={zhCN} />
      </ElicitationProvider>,
    );
    present(queue, ci);
    expect(await screen.findByText('已由策略“No prompts from CI”拒绝。')).toBeVisible();
    await expectNoAxeViolations();
  });
});

describe('what a policy answered, with the dialog provider', () => {
  it('given the person typing in a dialog, a policy answer should be said in a polite notice that takes no focus, then go', async () => {
    const queue = createElicitationQueue({ policy });
    render(<ElicitationProvider queue={queue} />);
    present(queue, laptop);
    const field = await screen.findByRole('radio', { name: 'eu-west-1' });
    await userEvent.click(field);
    const focused = document.activeElement;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      present(queue, ci);
      const line = await vi.waitFor(() => {
        const found = document.querySelector('.mcp-elicit-policy-notice-item');
        expect(found?.textContent).toContain('Declined by policy “No prompts from CI”.');
        return found as HTMLElement;
      });
      expect(line).toHaveTextContent('Request from Deploy');
      // A modal hides the page from assistive technology: the dialog's own status says it, where it is heard.
      const notice = line.closest('[role="status"]');
      expect(notice?.closest('[role="dialog"]')).toBe(screen.getByRole('dialog'));
      expect(line.closest('[aria-hidden="true"]')).toBeNull();
      expect(within(screen.getByRole('dialog')).getByRole('status')).toBe(notice);
      // Nothing moved: the person's field keeps focus, and the dialog still asks.
      expect(document.activeElement).toBe(focused);
      expect(screen.getByRole('dialog')).toBeVisible();
      expect(queue.snapshot().answeredByPolicy).toBeUndefined();
      act(() => {
        vi.advanceTimersByTime(8000);
      });
      expect(notice).toHaveTextContent('');
    } finally {
      vi.useRealTimers();
    }
    await expectNoAxeViolations();
  });

  it('given no dialog open, a policy answer should be said in the page’s one status, beside the declined notice', async () => {
    const queue = createElicitationQueue({ policy });
    render(<ElicitationProvider queue={queue} />);
    const page = screen.getByRole('status');
    present(queue, ci);
    await vi.waitFor(() => expect(page).toHaveTextContent('Declined by policy “No prompts from CI”.'));
    expect(page).toHaveTextContent('Request from Deploy');
    expect(screen.getAllByRole('status')).toEqual([page]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations();
  });
});
