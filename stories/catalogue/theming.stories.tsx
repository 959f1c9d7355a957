import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';
import { contactInfoRequest } from '../../test/fixtures/requests.js';
import { customWidgets } from '../support/custom-widgets.js';
import '../support/custom-theme.css';
import { DialogHost } from '../support/dialog-host.js';
import { withForcedColors } from '../support/forced-colors.js';
import { dialogArgTypes } from '../support/meta.js';
import { inDialog } from '../support/play.js';
import { bookingRequest, formRequest, servers } from '../support/requests.js';

/**
 * How the dialog looks: the optional default theme (`mcp-elicitation-react/styles.css`) in light and
 * dark, no theme at all, a host's own widgets, a host's own colours through the CSS custom properties,
 * and another locale.
 */
const meta = {
  title: 'Catalogue/Theming',
  component: ElicitationDialog,
  render: (args) => <DialogHost {...args} />,
  args: { request: bookingRequest, server: servers.bookings, onResult: fn() },
  argTypes: dialogArgTypes,
} satisfies Meta<typeof ElicitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `theme="light"`: forced light, whatever the system prefers. */
export const Light: Story = { args: { theme: 'light' } };

/** `theme="dark"`. Without `theme` the dialog follows `prefers-color-scheme`. */
export const Dark: Story = { args: { theme: 'dark' } };

/** `unstyled`: no theme class at all, only structure and `data-*` state attributes for the host's CSS. */
export const Unstyled: Story = {
  args: { unstyled: true },
  play: async () => {
    const dialog = await inDialog();
    const element = dialog.getByRole('textbox', { name: 'Name on the booking' });
    await expect(element).not.toHaveAttribute('class');
    await expect(element.closest('[data-kind]')).toHaveAttribute('data-required');
  },
};

/**
 * `components={{ boolean: SwitchWidget, integer: SliderWidget }}`: the host's own widgets for two kinds
 * (built on `FieldFrame`, so label, description and errors stay wired); every other kind keeps its default.
 */
export const CustomWidgets: Story = {
  args: {
    components: customWidgets,
    request: formRequest(
      {
        email: { type: 'string', format: 'email', title: 'Email' },
        volume: { type: 'integer', title: 'Volume', minimum: 0, maximum: 10, default: 5 },
        shipping: {
          type: 'boolean',
          title: 'Email me when it ships',
          description: 'One message, no newsletter.',
        },
      },
      ['email', 'shipping'],
      'Where should the order updates go?',
    ),
    server: { name: 'shop', title: 'Corner Shop', version: '4.0.1' },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    const shipping = dialog.getByRole('switch', { name: 'Email me when it ships' });
    await expect(shipping).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(shipping);
    await expect(shipping).toHaveAttribute('aria-checked', 'true');
    const volume = dialog.getByRole('slider', { name: 'Volume' });
    await expect(volume).toHaveValue('5');
    fireEvent.change(volume, { target: { value: '7' } });
    await expect(dialog.getByText('7', { selector: 'output' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    await expect(dialog.getByRole('region', { name: 'Review your answer' })).toHaveTextContent('Volume7');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onResult).toHaveBeenCalledWith({
      action: 'accept',
      content: { email: 'ada@example.com', volume: 7, shipping: true },
    });
  },
};

/**
 * A host's own look through the `--mcp-elicit-*` custom properties only (see `custom-theme.css`): the
 * dialog is portalled into an element with the host's class, where the tokens are overridden.
 */
export const CssCustomProperties: Story = {
  render: function Render(args) {
    const [container, setContainer] = useState<HTMLDivElement | null>(null);
    return (
      <div className="sb-theme-forest" ref={setContainer}>
        {container && <DialogHost {...args} container={container} />}
      </div>
    );
  },
  play: async () => {
    const dialog = await inDialog();
    const review = dialog.getByRole('button', { name: 'Review' });
    await expect(getComputedStyle(review).backgroundColor).toBe('rgb(31, 107, 67)');
  },
};

/** `locale="zh-CN"`: every string of the interface, errors included, in Simplified Chinese. */
export const ChineseLocale: Story = {
  name: 'zh-CN locale',
  args: {
    locale: 'zh-CN',
    request: parseElicitRequest(contactInfoRequest),
    server: { name: 'contacts', title: '通讯录助手', version: '1.0.0' },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await expect(dialog.getByRole('heading', { name: '通讯录助手 请求你提供信息' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '检查' }));
    const summary = within(dialog.getByRole('alert'));
    await expect(summary.getByText('发送前还有 2 个问题需要修正。')).toBeVisible();
    await expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'name: 此项为必填项。',
      'email: 此项为必填项。',
    ]);
    await userEvent.type(dialog.getByRole('textbox', { name: 'name' }), '张三');
    await userEvent.type(dialog.getByRole('textbox', { name: 'email' }), 'zhangsan@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: 'age' }), '17');
    await userEvent.click(dialog.getByRole('button', { name: '检查' }));
    await expect(dialog.getByText('请输入不小于 18 的数。', { selector: 'p' })).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'age' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'age' }), '30');
    await userEvent.click(dialog.getByRole('button', { name: '检查' }));
    await expect(dialog.getByRole('heading', { name: '检查你的回答' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(args.onResult).toHaveBeenCalledWith({
      action: 'accept',
      content: { name: '张三', email: 'zhangsan@example.com', age: 30 },
    });
  },
};

/**
 * Forced colours (Windows High Contrast): backgrounds and shadows are gone, so the close button and the link-styled
 * "Clear answer" keep a border in system colours. The story test turns Chromium's emulation on; in the Storybook
 * UI, turn it on in DevTools (Rendering → Emulate CSS media feature forced-colors: active).
 */
export const ForcedColours: Story = {
  beforeEach: withForcedColors,
  play: async () => {
    const dialog = await inDialog();
    const active = window.matchMedia('(forced-colors: active)').matches;
    // In the Storybook UI without the emulation there is nothing to check; as a test it is always on.
    if (!active && !globalThis.__mcpElicitEmulateForcedColors) return;
    await expect(active).toBe(true);
    for (const name of ['Close', 'Clear answer: Seating']) {
      const style = getComputedStyle(dialog.getByRole('button', { name }));
      await expect({ name, style: style.borderTopStyle, width: style.borderTopWidth }).toEqual({
        name,
        style: 'solid',
        width: '1px',
      });
    }
  },
};
