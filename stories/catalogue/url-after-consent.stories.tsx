import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, spyOn } from 'storybook/test';
import {
  createElicitationQueue,
  createElicitationTasks,
  type ElicitResult,
  parseElicitRequest,
} from '../../src/core/index.js';
import {
  ElicitationDialog,
  type ElicitationDialogProps,
  ElicitationProvider,
} from '../../src/react/index.js';
import { DialogHost } from '../support/dialog-host.js';
import '../support/host.css';
import { dialogArgTypes } from '../support/meta.js';
import { inDialog } from '../support/play.js';
import { asUrl, servers } from '../support/requests.js';

const address = 'https://accounts.example.com/connect?session=7f3a';
/** 2026-07-28: no elicitationId; the accept is what the client retries with. */
const modern = asUrl(
  parseElicitRequest({ mode: 'url', message: 'Connect your calendar account.', url: address }),
);
/** 2025-11-25: an elicitationId, which the server's completion notification names. */
const legacy = asUrl(
  parseElicitRequest({
    mode: 'url',
    message: 'Connect your calendar account.',
    url: address,
    elicitationId: 'e-7f3a',
  }),
);

/**
 * URL mode after the user opened the link. **2026-07-28**: the dialog waits, "Finish on example.com, then
 * continue", with **Continue** (sends `accept`: the client retries the original request with it), **Open again**,
 * **Copy link** and **Cancel request** (sends `cancel`); when the server asks again for the same address, it says
 * "not finished yet". **2025-11-25**: the `accept` went on Open; the dialog waits with **Dismiss** until the
 * server's completion notification, then confirms it.
 */
const meta = {
  title: 'Catalogue/URL mode after consent',
  component: ElicitationDialog,
  render: (args) => <DialogHost {...args} />,
  args: { request: modern, server: servers.github, onResult: fn() },
  argTypes: dialogArgTypes,
} satisfies Meta<typeof ElicitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the link with window.open stubbed, as a popup blocker would leave it. */
async function clickOpen(userEvent: { click(element: Element): Promise<void> }) {
  const dialog = await inDialog();
  const open = spyOn(window, 'open').mockImplementation(() => null);
  try {
    await userEvent.click(dialog.getByRole('button', { name: 'Open' }));
  } finally {
    open.mockRestore();
  }
  return dialog;
}

/** 2026-07-28, after Open: nothing is sent yet; focus is on what to do next. */
export const Waiting: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await clickOpen(userEvent);
    const heading = dialog.getByRole('heading', { name: 'Finish on example.com, then continue' });
    await expect(heading).toHaveFocus();
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'The page opened in a new tab. When you have finished there, choose Continue.',
    );
    for (const name of ['Continue', 'Open again', 'Copy link', 'Cancel request']) {
      await expect(dialog.getByRole('button', { name })).toBeVisible();
    }
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/** The server asked again for the same address right after Continue: waiting, saying so, no new consent. */
export const NotFinishedYet: Story = {
  args: { notFinished: true },
  play: async ({ args }) => {
    const dialog = await inDialog();
    const heading = dialog.getByRole('heading', { name: 'Finish on example.com, then continue' });
    await expect(heading).toHaveFocus();
    await expect(heading).toHaveAccessibleDescription(
      'Not finished yet: GitHub says the step on example.com is not done. Finish it there, then choose Continue again.',
    );
    await expect(dialog.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/** A stray Escape, × or click outside while waiting asks first: the user may have done a lot on the site. */
export const StopWaitingQuestion: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await clickOpen(userEvent);
    await userEvent.keyboard('{Escape}');
    await expect(dialog.getByRole('button', { name: 'Keep waiting' })).toHaveFocus();
    await expect(dialog.getByText('Stop waiting and cancel the request?')).toBeVisible();
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/** 2025-11-25, after Open: the accept went at once; only Dismiss, Open again and Copy link are left. */
export const WaitingForTheServer: Story = {
  args: { request: legacy },
  play: async ({ args, userEvent }) => {
    const dialog = await clickOpen(userEvent);
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'accept' });
    await expect(dialog.getByRole('heading', { name: 'Finish on example.com' })).toHaveFocus();
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'The page opened in a new tab. This closes by itself when GitHub says you are done there.',
    );
    await expect(dialog.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  },
};

/** Stands in for the server: its completion notification arrives a moment after the user opened the link. */
function CompletesAfterOpen(props: ElicitationDialogProps) {
  const [completed, setCompleted] = useState(false);
  return (
    <DialogHost
      {...props}
      completed={completed}
      onOpenUrl={() => {
        setTimeout(() => setCompleted(true), 50);
      }}
    />
  );
}

/** 2025-11-25: the server's notifications/elicitation/complete arrived; the dialog confirms it. */
export const Completed: Story = {
  args: { request: legacy },
  render: (args) => <CompletesAfterOpen {...args} />,
  play: async ({ userEvent }) => {
    const dialog = await clickOpen(userEvent);
    await expect(await dialog.findByRole('heading', { name: 'Done on example.com' })).toHaveFocus();
    await expect(dialog.getByRole('status')).toHaveTextContent('GitHub confirmed that the step is finished.');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/**
 * 2025-11-25 task-augmented elicitation: the server asked the client to run the form as a task with a short
 * `ttl`, and nobody answered in time. The form locks, as when the request is aborted: nothing was sent.
 */
function ExpiringTask({ onAnswer }: { onAnswer: (result: ElicitResult) => void }) {
  const [queue] = useState(() => createElicitationQueue());
  const [tasks] = useState(() => createElicitationTasks());
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = {
      message: 'Which calendar should the meeting go to?',
      requestedSchema: {
        type: 'object',
        properties: { calendar: { type: 'string', title: 'Calendar', enum: ['Work', 'Home'] } },
        required: ['calendar'],
      },
      task: { ttl: 400 },
    };
    void tasks.start(params, (signal) =>
      queue.present(params, { server: servers.github, source: queue, signal }).then((result) => {
        onAnswer(result);
        return result;
      }),
    );
  }, [queue, tasks, onAnswer]);
  return <ElicitationProvider queue={queue} />;
}

export const TaskExpired: StoryObj<{ onAnswer: (result: ElicitResult) => void }> = {
  args: { onAnswer: fn() },
  render: (args) => <ExpiringTask {...args} />,
  play: async () => {
    const dialog = await inDialog();
    // The task's TTL is a known deadline: running out of it is its own outcome (issue 41), said as such.
    await expect(await dialog.findByText('Expired — nothing was sent.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Work' })).toBeDisabled();
  },
};
