import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, spyOn, waitFor } from 'storybook/test';
import { createElicitationQueue, type ElicitResult, type ServerIdentity } from '../../src/core/index.js';
import { ElicitationProvider } from '../../src/react/index.js';
import '../support/host.css';
import { inDialog, openWhenReady } from '../support/play.js';
import { bookingParams, servers } from '../support/requests.js';

/** The two connections the requests come from ("Decline all" acts on a connection, not a name). */
const connections = { github: { connection: 'github' }, bookings: { connection: 'bookings' } };

/** What arrives, in this order: two servers, three requests. */
const arriving: { params: unknown; server: ServerIdentity; source: object }[] = [
  {
    server: servers.github,
    source: connections.github,
    params: {
      message: 'Which GitHub account should I use?',
      requestedSchema: {
        type: 'object',
        properties: { login: { type: 'string', title: 'Username' } },
        required: ['login'],
      },
    },
  },
  { server: servers.bookings, source: connections.bookings, params: bookingParams },
  {
    server: servers.github,
    source: connections.github,
    params: {
      message: 'Which repository should the issue go to?',
      requestedSchema: {
        type: 'object',
        properties: {
          repository: { type: 'string', title: 'Repository', enum: ['octocat/hello', 'octocat/spoon'] },
        },
        required: ['repository'],
      },
    },
  },
];

interface QueueDemoProps {
  /** Called with each request's answer, as the MCP handler would send it back to that server. */
  onAnswer: (server: string, result: ElicitResult) => void;
  locale?: 'en' | 'zh-CN';
  theme?: 'light' | 'dark';
}

/**
 * A host with `<ElicitationProvider queue={queue}>` around its page. Three requests from two servers
 * are presented to the queue at once; the provider shows them one at a time, in arrival order.
 */
function QueueDemo({ onAnswer, locale, theme }: QueueDemoProps) {
  const [queue] = useState(() => createElicitationQueue());
  // Keyed by arrival: two servers may well send the same answer.
  const [answers, setAnswers] = useState<{ id: number; text: string }[]>([]);
  useEffect(() => {
    const page = new AbortController();
    for (const { params, server, source } of arriving) {
      void queue.present(params, { server, source, signal: page.signal }).then((result) => {
        if (page.signal.aborted) return;
        setAnswers((all) => [...all, { id: all.length, text: `${server.name}: ${JSON.stringify(result)}` }]);
        onAnswer(server.name, result);
      });
    }
    // Leaving the page cancels whatever is still pending.
    return () => page.abort();
  }, [queue, onAnswer]);
  return (
    <ElicitationProvider queue={queue} locale={locale} theme={theme}>
      <div className="sb-host">
        <p className="sb-host-label">Answers sent back to the servers:</p>
        <ol aria-label="Answers" className="sb-host-result">
          {answers.map((answer) => (
            <li key={answer.id}>{answer.text}</li>
          ))}
        </ol>
      </div>
    </ElicitationProvider>
  );
}

const meta = {
  title: 'Catalogue/Queue',
  component: QueueDemo,
  args: { onAnswer: fn() },
  argTypes: {
    onAnswer: { control: false },
    locale: { control: 'inline-radio', options: ['en', 'zh-CN'] },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 720 } } },
} satisfies Meta<typeof QueueDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three pending requests from two servers: "1 of 3", who else is waiting, and each answered in turn. */
export const ThreeRequestsFromTwoServers: Story = {
  play: async ({ args, userEvent }) => {
    let dialog = await inDialog();
    await expect(dialog.getByRole('heading', { name: 'GitHub is asking for information' })).toBeVisible();
    await expect(dialog.getByText('1 of 3')).toBeVisible();
    await expect(dialog.getByText('Also waiting: Table Bookings, GitHub')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Username' }), 'octocat');
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onAnswer).toHaveBeenCalledWith('github', {
        action: 'accept',
        content: { login: 'octocat' },
      }),
    );

    await screen.findByRole('heading', { name: 'Table Bookings is asking for information' });
    dialog = await inDialog();
    await expect(dialog.getByText('1 of 2')).toBeVisible();
    await expect(dialog.getByText('Also waiting: GitHub')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('table-bookings', { action: 'decline' }));

    await screen.findByText('Which repository should the issue go to?');
    dialog = await inDialog();
    await expect(dialog.queryByText(/ of /)).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('github', { action: 'cancel' }));
    await expect(args.onAnswer).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.getAllByRole('listitem')).toHaveLength(3);
  },
};

/**
 * GitHub has two requests waiting, so "Decline all from GitHub…" is offered with the other refusals. It
 * asks first, in place; focus is on "Go back".
 */
export const DeclineAllQuestion: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    const offer = dialog.getByRole('button', { name: 'Decline all from GitHub…' });
    await expect(offer.closest('.mcp-elicit-footer')).not.toBeNull();
    await userEvent.click(offer);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Go back' })).toHaveFocus());
    await expect(dialog.getByText('Decline this request and every later one from GitHub?')).toBeVisible();
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

/**
 * After "Decline all": both GitHub requests are declined, and the next dialog (Table Bookings) says
 * "Declining requests from GitHub · Undo".
 */
export const DecliningShownInTheNextDialog: Story = {
  play: async ({ args, userEvent }) => {
    let dialog = await inDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Decline all from GitHub…' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline all' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledTimes(2));
    await expect(args.onAnswer).toHaveBeenCalledWith('github', { action: 'decline' });
    await screen.findByRole('heading', { name: 'Table Bookings is asking for information' });
    dialog = await inDialog();
    await expect(dialog.getByText(/Declining requests from/)).toHaveTextContent(
      'Declining requests from GitHub',
    );
    await expect(dialog.getByRole('button', { name: 'Undo: Declining requests from GitHub' })).toBeVisible();
  },
};

/** With nothing left to answer, the page itself says "Declining requests from GitHub · Undo". */
export const DecliningShownOnThePage: Story = {
  play: async ({ args, userEvent }) => {
    let dialog = await inDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Decline all from GitHub…' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline all' }));
    await screen.findByRole('heading', { name: 'Table Bookings is asking for information' });
    dialog = await inDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onAnswer).toHaveBeenCalledTimes(3);
    const status = screen.getByRole('status');
    await expect(status).toHaveTextContent('Declining requests from GitHub · Undo');
    await expect(screen.getByRole('button', { name: 'Undo: Declining requests from GitHub' })).toBeVisible();
  },
};

/**
 * Stands in for a 2026-07-28 server behind the queue: its URL request is answered `accept` on Continue, the
 * client retries, and the server, not done yet, asks again for the same address once.
 */
function NotFinishedDemo({ onAnswer }: QueueDemoProps) {
  const [queue] = useState(() => createElicitationQueue());
  useEffect(() => {
    const page = new AbortController();
    const params = {
      mode: 'url',
      message: 'Connect your calendar to GitHub.',
      url: 'https://accounts.example.com/connect?session=7f3a',
    };
    const ask = (round: number) =>
      queue
        .present(params, { server: servers.github, source: connections.github, signal: page.signal })
        .then((result) => {
          if (page.signal.aborted) return;
          onAnswer(servers.github.name, result);
          if (round === 1 && result.action === 'accept') void ask(2);
        });
    void ask(1);
    return () => page.abort();
  }, [queue, onAnswer]);
  return <ElicitationProvider queue={queue} />;
}

/** A URL request through the queue: Open waits, Continue retries, and the repeat says "not finished yet". */
export const UrlNotFinishedYet: Story = {
  render: (args) => <NotFinishedDemo {...args} />,
  play: async ({ args, userEvent }) => {
    let dialog = await inDialog();
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      await userEvent.click(await openWhenReady(dialog));
    } finally {
      open.mockRestore();
    }
    await expect(args.onAnswer).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('github', { action: 'accept' }));
    const heading = await screen.findByRole('heading', { name: 'Finish on example.com, then continue' });
    await waitFor(() =>
      expect(heading).toHaveAccessibleDescription(
        'Not finished yet: GitHub says the step on example.com is not done. Finish it there, then choose Continue again.',
      ),
    );
    await expect(heading).toHaveFocus();
    dialog = await inDialog();
    await expect(dialog.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  },
};
