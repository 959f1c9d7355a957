import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import {
  acceptResult,
  createElicitationQueue,
  declineResult,
  type ElicitationPolicyRule,
  type PendingElicitation,
  type ServerIdentity,
} from '../../src/core/index.js';
import { ElicitationPanel, ElicitationProvider, usePendingElicitations } from '../../src/react/index.js';
import '../support/host.css';
import { bookingParams, servers } from '../support/requests.js';

/** The connections requests come from: a policy matches a server by its connection, never by its name. */
const connections = { ci: { connection: 'ci' }, bookings: { connection: 'bookings' } };

/** The host's rules (see docs/policy.md): asked before the person, in order. */
const policy: ElicitationPolicyRule[] = [
  {
    name: 'No prompts from CI',
    decide: ({ source }) => (source === connections.ci ? declineResult() : 'ask'),
  },
  {
    name: 'Default region',
    decide: ({ request }) =>
      request.mode === 'form' && request.form.fields.some((field) => field.name === 'region')
        ? acceptResult({ region: 'eu-west-1' })
        : 'ask',
  },
];

const region = {
  message: 'Which region should the preview go to?',
  requestedSchema: {
    type: 'object',
    properties: { region: { type: 'string', title: 'Region', enum: ['eu-west-1', 'us-east-1'] } },
    required: ['region'],
  },
};

interface TranscriptProps {
  /** How long the person has for the request the policy leaves to them, in milliseconds. */
  timeoutMs: number;
}

/**
 * A chat transcript whose queue has a host's policy and a timeout: the requests the policy answered show as their
 * records ("Declined by policy “…”", "Sent by policy “…”"), and the one it leaves to the person is asked, with the
 * time left to answer.
 */
function PolicyTranscript({ timeoutMs }: TranscriptProps) {
  const [queue] = useState(() => createElicitationQueue({ policy, timeoutMs }));
  useEffect(() => {
    const page = new AbortController();
    const ask = (params: object, source: object, server: ServerIdentity = servers.bookings) =>
      void queue.present(params, { server, source, signal: page.signal });
    ask({ ...region, message: 'Deploy the CI build to which region?' }, connections.ci, servers.seed);
    ask(region, connections.bookings, servers.seed);
    ask(bookingParams, connections.bookings);
    return () => page.abort();
  }, [queue]);
  return (
    <ElicitationProvider queue={queue} inline>
      <Transcript queue={queue} />
    </ElicitationProvider>
  );
}

function Transcript({ queue }: { queue: ReturnType<typeof createElicitationQueue> }) {
  const entries = usePendingElicitations(queue);
  const [seen, setSeen] = useState<PendingElicitation[]>([]);
  useEffect(() => {
    setSeen((known) => [...known, ...entries.filter((entry) => !known.some((old) => old.id === entry.id))]);
  }, [entries]);
  return (
    <main style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      {seen.map((entry) => (
        <article key={entry.id} aria-label={`Tool call ${entry.id}`}>
          <ElicitationPanel pending={entry} />
        </article>
      ))}
    </main>
  );
}

const meta = {
  title: 'Catalogue/Policy and deadlines',
  component: PolicyTranscript,
  args: { timeoutMs: 5 * 60_000 },
} satisfies Meta<typeof PolicyTranscript>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two requests answered by the host's policy, shown where they were asked; the third is the person's, with five
 * minutes to answer: a countdown that is never read out by itself.
 */
export const AnsweredByPolicy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Declined by policy “No prompts from CI”.')).toBeVisible();
    await expect(canvas.getByText('Sent by policy “Default region”.')).toBeVisible();
    const timer = await canvas.findByRole('timer');
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(timer).toHaveTextContent(/^Time left to answer: [45]:\d\d$/);
    // Nothing took focus: the transcript must not pull the person away from what they are doing.
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};

/** Under a minute left: the countdown turns to the warning colour, and it is said once, politely. */
export const LastMinute: Story = {
  args: { timeoutMs: 45_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Less than a minute left to answer.')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^Time left to answer: 0:\d\d$/);
  },
};
