import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ElicitationDialog as ShadcnElicitationDialog } from '@/components/elicitation/elicitation-dialog';
import '@/index.css';
import type { ElicitResult } from '../src/core/index.js';
import { ElicitationDialog } from '../src/react/index.js';
import { dialogStoryInDocs } from './support/meta.js';
import { inDialog } from './support/play.js';
import { bookingRequest, servers } from './support/requests.js';

/**
 * The shadcn/ui registry item (`npx shadcn add …/elicitation-dialog.json`) beside our own dialog, on the same
 * request: shadcn's Dialog, Field, Input, Checkbox, RadioGroup and Button over `useElicitationFlow` and the
 * react-hook-form adapter, against `ElicitationDialog` with the default theme. Same consent rules, same words.
 */
const meta = {
  title: 'Components/shadcn ElicitationDialog',
  component: ShadcnElicitationDialog,
  args: { request: bookingRequest, server: servers.bookings, onResult: fn() },
  parameters: { docs: { story: dialogStoryInDocs } },
} satisfies Meta<typeof ShadcnElicitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the host received, shown under either dialog. */
function Received({ result }: { result: ElicitResult | undefined }) {
  return (
    <output className="block p-4 font-mono text-sm whitespace-pre" data-testid="host-result">
      {result ? JSON.stringify(result, null, 2) : 'Nothing yet: the dialog is waiting for an answer.'}
    </output>
  );
}

/** The registry item: the request in shadcn/ui's Dialog and fields (Tailwind v4, the neutral theme). */
export const ShadcnUi: Story = {
  render: function Render(args) {
    const [result, setResult] = useState<ElicitResult>();
    return (
      <>
        <ShadcnElicitationDialog
          {...args}
          onResult={(answer) => {
            setResult(answer);
            return args.onResult(answer);
          }}
        />
        <Received result={result} />
      </>
    );
  },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await expect(
      dialog.getByRole('heading', { name: 'Table Bookings is asking for information' }),
    ).toBeVisible();
    await waitFor(() => expect(dialog.getByLabelText(/^Name on the booking/)).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' });
  },
};

/** Ours, on the same request: `ElicitationDialog` with the library's stylesheet. */
export const Ours: Story = {
  render: function Render(args) {
    const [result, setResult] = useState<ElicitResult>();
    return (
      <>
        <ElicitationDialog
          request={args.request}
          server={args.server}
          onResult={(answer) => {
            setResult(answer);
            return args.onResult(answer);
          }}
        />
        <Received result={result} />
      </>
    );
  },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await expect(
      dialog.getByRole('heading', { name: 'Table Bookings is asking for information' }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' });
    await expect(within(document.body).getByTestId('host-result')).toHaveTextContent('decline');
  },
};
