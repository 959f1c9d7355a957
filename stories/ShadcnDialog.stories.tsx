import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  type ElicitationDialogProps as ShadcnDialogProps,
  ElicitationDialog as ShadcnElicitationDialog,
} from '@/components/elicitation/elicitation-dialog';
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
 * Choices that scale: from `COMBOBOX_THRESHOLD` options on, the item's selects are a searchable combobox in shadcn's
 * Popover (`ShadcnManyOptions`).
 */
/** The item given a request the host holds (its other form takes a queue entry, `pending`). */
const ShadcnRequestDialog: ComponentType<Extract<ShadcnDialogProps, { request: unknown }>> =
  ShadcnElicitationDialog;

const meta = {
  title: 'Components/shadcn ElicitationDialog',
  component: ShadcnRequestDialog,
  args: { request: bookingRequest, server: servers.bookings, onResult: fn() },
  parameters: { docs: { story: dialogStoryInDocs } },
} satisfies Meta<typeof ShadcnRequestDialog>;

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
        <ShadcnRequestDialog
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

const countries = [
  ['AT', 'Austria'],
  ['BR', 'Brazil'],
  ['CI', 'Côte d’Ivoire'],
  ['DE', 'Germany'],
  ['IS', 'Iceland'],
  ['JP', 'Japan'],
  ['PT', 'Portugal'],
  ['ES', 'Spain'],
  ['TR', 'Türkiye'],
  ['US', 'United States'],
].map(([code, title]) => ({ const: code as string, title: title as string }));

/**
 * The registry item with ten options: a searchable combobox (shadcn's Popover, the library's `filterOptions`) for the
 * single choice, chips with remove buttons for the multiple one. Typing filters by title, accents and case ignored
 * (`ivo` finds Côte d’Ivoire); what is sent is each option's code.
 */
export const ShadcnManyOptions: Story = {
  ...ShadcnUi,
  args: {
    request: {
      mode: 'form',
      message: 'Where are you travelling from?',
      requestedSchema: {
        type: 'object',
        properties: {
          home: { type: 'string', title: 'Home country', oneOf: countries },
          visited: { type: 'array', title: 'Countries visited', items: { anyOf: countries }, maxItems: 5 },
        },
        required: ['home'],
      },
    },
    server: servers.bookings,
    review: false,
    onResult: fn(),
  },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    const home = dialog.getByRole('combobox', { name: /^Home country/ });
    await waitFor(() => expect(home).toHaveFocus());
    await userEvent.keyboard('ivo');
    await waitFor(() =>
      expect(
        within(document.body)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Côte d’Ivoire']),
    );
    await userEvent.keyboard('{Enter}');
    await expect(home).toHaveValue('Côte d’Ivoire');
    const visited = dialog.getByRole('combobox', { name: /^Countries visited/ });
    await userEvent.click(visited);
    await userEvent.keyboard('tur{Enter}{Control>}a{/Control}jap{Enter}');
    await expect(dialog.getByRole('button', { name: 'Remove Türkiye' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onResult).toHaveBeenCalledWith({
      action: 'accept',
      content: { home: 'CI', visited: ['JP', 'TR'] },
    });
  },
};
