import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ElicitationDialog } from '../../src/react/index.js';
import { DialogHost } from '../support/dialog-host.js';
import { dialogArgTypes } from '../support/meta.js';
import { inDialog } from '../support/play.js';
import { formRequest, servers } from '../support/requests.js';

/**
 * What servers send today beyond the spec's subset, on by default: text on several lines (`format: "multiline"`,
 * or the custom `"textarea"`).
 */
const meta = {
  title: 'Catalogue/Next protocol',
  component: ElicitationDialog,
  render: (args) => <DialogHost {...args} />,
  args: {
    request: formRequest(
      {
        summary: { type: 'string', title: 'Summary', maxLength: 80 },
        details: {
          type: 'string',
          format: 'multiline',
          title: 'What happened?',
          description: 'Steps, what you expected, what you saw.',
          maxLength: 500,
        },
      },
      ['details'],
      'Tell us about the bug.',
    ),
    server: servers.github,
    onResult: fn(),
    review: true,
  },
  argTypes: dialogArgTypes,
} satisfies Meta<typeof ElicitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A textarea growing to a bound; Enter writes a new line, the count is the check's, the review keeps the breaks. */
export const MultilineText: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    const details = dialog.getByRole('textbox', { name: /What happened\?/ });
    await userEvent.click(details);
    await userEvent.keyboard('Open the app.{Enter}Press Save.');
    await expect(details).toHaveValue('Open the app.\nPress Save.');
    await expect(dialog.getByText('24 of 500 characters')).toBeVisible();
    await expect(args.onResult).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    const shown = await dialog.findByText(/Open the app\./);
    await expect(shown.closest('dd')?.querySelectorAll('br')).toHaveLength(1);
  },
};
