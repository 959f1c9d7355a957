import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { parseElicitRequest } from '../../src/core/index.js';
import { fileInputs } from '../../src/drafts-sep2631.js';
import { ElicitationDialog } from '../../src/react/index.js';
import { DialogHost } from '../support/dialog-host.js';
import { dialogArgTypes } from '../support/meta.js';
import { inDialog } from '../support/play.js';
import { asForm, formRequest, servers } from '../support/requests.js';

/**
 * What servers send today beyond the spec's subset, on by default: text on several lines (`format: "multiline"`,
 * or the custom `"textarea"`), "Remember my answer" (Codex's `_meta.persist`), and choices that scale (a searchable
 * combobox from 8 options on); and, opted into, the draft of file inputs (SEP-2631).
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
].map(([code, title]) => ({ const: code, title }));

/** The combobox once loaded (the plain control stands in meanwhile; a native select's role is `combobox` too). */
function loadedBox(dialog: Awaited<ReturnType<typeof inDialog>>, name: RegExp) {
  return waitFor(() => {
    const found = dialog.getByRole('combobox', { name });
    if (!(found instanceof HTMLInputElement)) throw new Error('still loading');
    return found;
  });
}

/**
 * Ten options: a searchable combobox for the single choice, chips for the multiple one. Typing filters by title
 * (accents and case ignored; `ivo` finds Côte d’Ivoire, `tur` finds Türkiye), Enter picks, the chips have remove
 * buttons; what is sent is each option's code.
 */
export const ManyOptions: Story = {
  args: {
    request: formRequest(
      {
        home: { type: 'string', title: 'Home country', oneOf: countries },
        visited: { type: 'array', title: 'Countries visited', items: { anyOf: countries }, maxItems: 5 },
      },
      ['home'],
      'Where are you travelling from?',
    ),
    review: false,
  },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    const home = await loadedBox(dialog, /Home country/);
    home.focus();
    await userEvent.keyboard('ivo');
    await expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Côte d’Ivoire',
    ]);
    await userEvent.keyboard('{Enter}');
    await expect(home).toHaveValue('Côte d’Ivoire');
    const visited = await loadedBox(dialog, /Countries visited/);
    visited.focus();
    await userEvent.keyboard('tur{Enter}');
    await userEvent.clear(visited);
    await userEvent.keyboard('jap{Enter}');
    await expect(dialog.getByRole('button', { name: 'Remove Türkiye' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onResult).toHaveBeenCalledWith({
      action: 'accept',
      content: { home: 'CI', visited: ['JP', 'TR'] },
    });
  },
};

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNkYGBgAAAABQABWaDDsAAAAABJRU5ErkJggg==';

/**
 * A draft, opted into (`experimental: { sep2631: fileInputs }`): SEP-2631's `x-mcp-file` field is a file input in a drop
 * zone. The file is checked in the page (type by its first bytes, `accept`, `maxSize`) and sent as a `data:` URI;
 * the review shows its name, type and size, never its content.
 */
export const FileInput: Story = {
  args: {
    request: asForm(
      parseElicitRequest(
        {
          message: 'Send a profile photo.',
          requestedSchema: {
            type: 'object',
            properties: {
              photo: {
                type: 'string',
                format: 'uri',
                title: 'Profile photo',
                'x-mcp-file': { accept: ['image/png', 'image/jpeg'], maxSize: 2_097_152 },
              },
            },
            required: ['photo'],
          },
        },
        { experimental: { sep2631: fileInputs } },
      ),
    ),
    experimental: { sep2631: fileInputs },
    server: servers.everything,
  },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    const input = (await dialog.findByLabelText(/Profile photo/, {
      selector: 'input[type="file"]',
    })) as HTMLInputElement;
    await expect(dialog.getByText('Accepted: image/png, image/jpeg · Up to 2.1 MB')).toBeVisible();
    const bytes = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
    await userEvent.upload(input, new File([bytes], 'me.png', { type: 'image/png' }));
    await dialog.findByText('me.png (image/png, 70 bytes)');
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    await dialog.findByText('me.png (image/png, 70 bytes)', { selector: 'dd' });
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith(
        expect.objectContaining({ content: { photo: `data:image/png;base64,${PNG_BASE64}` } }),
      ),
    );
  },
};
