import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ElicitationPanel, type ElicitationPanelProps, type ElicitationRecord } from '../src/react/index.js';
import { bookingParams, servers } from './support/requests.js';

/** The live-request form of the panel's props. */
type RequestPanelProps = Extract<ElicitationPanelProps, { request: unknown }>;

/**
 * The consent flow **inline**, at the tool call in a chat transcript: not modal, no overlay, it takes focus only
 * with `autoFocus`. When the request ends it stays as a compact, read-only record, which the host can store and
 * show again after a reload with `record={saved}`.
 */
const meta = {
  title: 'Components/ElicitationPanel',
  // The live-request form of the props: the controls then show request, server and onResult.
  component: ElicitationPanel as ComponentType<RequestPanelProps>,
  tags: ['autodocs'],
  args: { request: bookingParams, server: servers.bookings, onResult: fn() },
} satisfies Meta<RequestPanelProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = Date.UTC(2026, 11, 1, 12, 0);

/** One of each: what a stored record looks like, for every way a request ends. */
const records = {
  sent: {
    version: 1,
    outcome: 'sent',
    result: { action: 'accept', content: { name: 'Ada Lovelace', guests: 2, seating: 'terrace' } },
    server: servers.bookings,
    mode: 'form',
    message: 'Book a table for Friday evening?',
    fields: [
      { label: 'Name on the booking', value: 'Ada Lovelace' },
      { label: 'Guests', value: '2' },
      { label: 'Seating', value: 'Terrace' },
    ],
    at,
  },
  declined: {
    version: 1,
    outcome: 'declined',
    result: { action: 'decline' },
    server: servers.github,
    mode: 'form',
    message: 'Which repository should I fork?',
    at,
  },
  dismissed: {
    version: 1,
    outcome: 'dismissed',
    result: { action: 'cancel' },
    server: servers.everything,
    mode: 'form',
    message: 'Pick a colour for the chart.',
    at,
  },
  expired: {
    version: 1,
    outcome: 'expired',
    server: servers.seed,
    mode: 'form',
    message: 'Confirm the deployment window.',
    at,
  },
  opened: {
    version: 1,
    outcome: 'opened',
    result: { action: 'accept' },
    server: servers.github,
    mode: 'url',
    message: 'Sign in to GitHub to continue.',
    site: 'github.com',
    at,
  },
  answeredByPolicy: {
    version: 1,
    outcome: 'declined',
    result: { action: 'decline' },
    answeredBy: { policy: 'No prompts from CI' },
    server: servers.seed,
    mode: 'form',
    message: 'Deploy the CI build to which region?',
    at,
  },
} satisfies Record<string, ElicitationRecord>;

function Message({ from, children }: { from: 'user' | 'assistant'; children: ReactNode }) {
  return (
    <div
      style={{
        alignSelf: from === 'user' ? 'flex-end' : 'flex-start',
        maxWidth: '80%',
        padding: '8px 12px',
        borderRadius: 12,
        background: from === 'user' ? '#dbeafe' : '#f3f4f6',
        color: '#111827',
      }}
    >
      {children}
    </div>
  );
}

function ToolCall({ name, children }: { name: string; children: ReactNode }) {
  return (
    <article aria-label={`Tool call ${name}`} style={{ display: 'grid', gap: 8 }}>
      <p style={{ margin: 0, fontFamily: 'monospace', fontSize: 13, color: '#374151' }}>▸ {name}</p>
      {children}
    </article>
  );
}

/** A chat transcript with panels at the tool calls that asked: a live form, a live URL request, and records. */
export const Transcript: Story = {
  render: (args) => (
    <main style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 640 }}>
      <h1 style={{ fontSize: 18 }}>Chat</h1>
      <Message from="user">Fork the docs repo and book us a table on Friday.</Message>
      <ToolCall name="github.fork_repository">
        <ElicitationPanel record={records.declined} />
      </ToolCall>
      <Message from="user">Sign in then.</Message>
      <ToolCall name="github.sign_in">
        <ElicitationPanel record={records.opened} />
      </ToolCall>
      <ToolCall name="charts.render">
        <ElicitationPanel record={records.dismissed} />
      </ToolCall>
      <ToolCall name="deploy.schedule">
        <ElicitationPanel record={records.expired} />
      </ToolCall>
      <ToolCall name="bookings.reserve (earlier)">
        <ElicitationPanel record={records.sent} />
      </ToolCall>
      <ToolCall name="bookings.reserve">
        <ElicitationPanel request={args.request} server={args.server} onResult={args.onResult} />
      </ToolCall>
      <ToolCall name="github.authorize">
        <ElicitationPanel
          request={{
            mode: 'url',
            message: 'Authorize the app on GitHub.',
            url: 'https://github.com/login/oauth',
          }}
          server={servers.github}
          onResult={args.onResult}
        />
      </ToolCall>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You declined.')).toBeVisible();
    await expect(canvas.getByText('Opened github.com.')).toBeVisible();
    await expect(canvas.getByText('Cancelled — nothing was sent.')).toBeVisible();
    await expect(canvas.getByText('Expired — nothing was sent.')).toBeVisible();
    await expect(canvas.getByText('You sent 3 answers.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open' })).toBeVisible();
    // Nothing took focus: the transcript must not pull the user away from the composer.
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};

/** A live form panel; Send leaves the record of what was sent. */
export const LiveForm: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on the booking' }), 'Ada Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Date/), '2026-12-24');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    // The record is two lines; what was sent is behind its disclosure.
    await expect(canvas.getByText(/^You sent \d+ answers?\.$/)).toBeVisible();
    await userEvent.click(canvas.getByText('What you sent'));
    await expect(canvas.getByText('You sent:')).toBeVisible();
  },
};

const recordStory = (record: ElicitationRecord, text: string): Story => ({
  render: () => <ElicitationPanel record={record} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  },
});

/** "You sent 3 answers.", the values as the review showed them behind "What you sent". */
export const RecordSent = recordStory(records.sent, 'You sent 3 answers.');
/** "You declined." */
export const RecordDeclined = recordStory(records.declined, 'You declined.');
/** "Cancelled — nothing was sent." (`cancel`). */
export const RecordDismissed = recordStory(records.dismissed, 'Cancelled — nothing was sent.');
/** "Expired — nothing was sent." */
export const RecordExpired = recordStory(records.expired, 'Expired — nothing was sent.');
/** "Opened github.com." (URL mode's `accept`). */
export const RecordOpened = recordStory(records.opened, 'Opened github.com.');
/** "Declined by policy “No prompts from CI”.": the host's policy answered, not the person (see docs/policy.md). */
export const RecordAnsweredByPolicy = recordStory(
  records.answeredByPolicy,
  'Declined by policy “No prompts from CI”.',
);
