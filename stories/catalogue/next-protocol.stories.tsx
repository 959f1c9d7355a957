import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';
import { DialogHost } from '../support/dialog-host.js';
import { dialogArgTypes } from '../support/meta.js';
import { inDialog } from '../support/play.js';
import { asForm, formRequest, servers } from '../support/requests.js';

/**
 * What servers send today beyond the spec's subset, on by default: text on several lines (`format: "multiline"`,
 * or the custom `"textarea"`), and "Remember my answer" (Codex's `_meta.persist`).
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
    await expect(dialog.getByText('25 of 500 characters')).toBeVisible();
    await expect(args.onResult).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    const shown = await dialog.findByText(/Open the app\./, { selector: 'dd' });
    await expect(shown.closest('dd')?.querySelectorAll('br')).toHaveLength(1);
  },
};

/**
 * The request's `_meta.persist` offers both scopes: the consent shows them as a choice, "Only this time" chosen
 * until the person picks another; the review says it; the answer carries `_meta: { persist }`.
 */
export const RememberMyAnswer: Story = {
  args: {
    request: asForm(
      parseElicitRequest({
        message: 'Allow “calendar-tools” to read your work calendar?',
        requestedSchema: { type: 'object', properties: {} },
        _meta: { persist: ['session', 'always'] },
      }),
    ),
    server: servers.everything,
  },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    const group = dialog.getByRole('group', { name: 'Remember my answer' });
    await expect(group).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Only this time' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'For this session' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(args.onResult).toHaveBeenCalledWith({
      action: 'accept',
      content: {},
      _meta: { persist: 'session' },
    });
  },
};
