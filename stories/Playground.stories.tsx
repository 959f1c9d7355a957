import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import type { ElicitResult } from '../src/core/index.js';
import { DialogHost } from './support/dialog-host.js';
import { inDialog } from './support/play.js';

interface PlaygroundProps {
  /** The request's `message`: why the server asks. */
  message: string;
  /** The request's `requestedSchema`, exactly as a server would send it. */
  requestedSchema: Record<string, unknown>;
  /** The server's `serverInfo.title`. */
  serverTitle: string;
  locale: 'en' | 'zh-CN';
  theme?: 'light' | 'dark';
  review: boolean;
  onResult: (result: ElicitResult) => void;
}

/**
 * Edit the request in the Controls panel: the dialog is rebuilt from it, and whatever you answer is shown
 * below as the `ElicitResult` the host would send back. The params go to the dialog as they are: a schema
 * outside the spec's subset shows the dialog's "cannot show" state with the issues the core found.
 */
function Playground({
  message,
  requestedSchema,
  serverTitle,
  locale,
  theme,
  review,
  onResult,
}: PlaygroundProps) {
  const params = { mode: 'form', message, requestedSchema };
  const server = { name: 'playground', title: serverTitle, version: '1.0.0' };
  return (
    <DialogHost
      // A new dialog (and a fresh answer) whenever the request or the options change.
      key={JSON.stringify([params, serverTitle, locale, theme, review])}
      request={params}
      server={server}
      locale={locale}
      theme={theme}
      review={review}
      onResult={onResult}
    />
  );
}

const meta = {
  title: 'Playground',
  component: Playground,
  args: {
    message: 'Which plan should I set up for your team?',
    requestedSchema: {
      type: 'object',
      properties: {
        team: { type: 'string', title: 'Team name', minLength: 2 },
        plan: {
          type: 'string',
          title: 'Plan',
          oneOf: [
            { const: 'free', title: 'Free' },
            { const: 'pro', title: 'Pro' },
            { const: 'enterprise', title: 'Enterprise' },
          ],
          default: 'pro',
        },
        seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 500, default: 5 },
        annual: { type: 'boolean', title: 'Bill annually', default: true },
      },
      required: ['team', 'plan'],
    },
    serverTitle: 'Team Admin',
    locale: 'en',
    review: true,
    onResult: fn(),
  },
  argTypes: {
    message: { control: 'text' },
    requestedSchema: { control: 'object' },
    serverTitle: { control: 'text' },
    locale: { control: 'inline-radio', options: ['en', 'zh-CN'] },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    review: { control: 'boolean' },
    onResult: { control: false },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 720 } } },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditableRequest: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Team name' }), 'Analytical Engines');
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    const expected = {
      action: 'accept',
      content: { team: 'Analytical Engines', plan: 'pro', seats: 5, annual: true },
    };
    await expect(args.onResult).toHaveBeenCalledWith(expected);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(JSON.parse(screen.getByTestId('host-result').textContent ?? '')).toEqual(expected);
  },
};
