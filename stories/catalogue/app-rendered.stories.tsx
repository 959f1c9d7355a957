import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { type AppConnection, appElicitation, MCP_APP_MIME_TYPE } from '../../src/apps/index.js';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';
import { DialogHost } from '../support/dialog-host.js';
import { dialogArgTypes } from '../support/meta.js';
import { inDialog } from '../support/play.js';
import { asForm } from '../support/requests.js';
import { storyCatalogues } from '../support/rtl-story-data.js';

const APP_URI = 'ui://accounts/assign-manager';

/** The server's app: two managers to pick from, answering the `elicitation/create` it is sent over the bridge. */
const appHtml = `<!doctype html><html><body style="font: 14px system-ui; margin: 12px">
<p>Pick an account manager:</p>
<button type="button" data-manager="Ada Lovelace">Ada Lovelace</button>
<button type="button" data-manager="Grace Hopper">Grace Hopper</button>
<script>
let pending;
const post = (message) => parent.postMessage(message, '*');
addEventListener('message', (event) => {
  const message = event.data;
  if (!message || message.jsonrpc !== '2.0') return;
  if (message.id === 'init' && message.result) post({ jsonrpc: '2.0', method: 'ui/notifications/initialized', params: {} });
  if (message.method === 'elicitation/create') pending = message.id;
  if (message.method === 'ui/resource-teardown') post({ jsonrpc: '2.0', id: message.id, result: {} });
});
for (const button of document.querySelectorAll('button')) {
  button.addEventListener('click', () => {
    if (pending !== undefined) post({ jsonrpc: '2.0', id: pending, result: { action: 'accept', content: { manager: button.dataset.manager } } });
  });
}
post({ jsonrpc: '2.0', id: 'init', method: 'ui/initialize', params: { protocolVersion: '2026-01-26', appInfo: { name: 'accounts', version: '1' }, appCapabilities: { elicitation: {} } } });
</script></body></html>`;

/** Stands in for the SDK Client of the server that asked: it declared `elicitation` and serves the app. */
const accounts: AppConnection = {
  getServerCapabilities: () => ({ extensions: { 'io.modelcontextprotocol/ui': { elicitation: {} } } }),
  readResource: async ({ uri }) => ({ contents: [{ uri, mimeType: MCP_APP_MIME_TYPE, text: appHtml }] }),
};

/**
 * SEP-3118 (a draft, opted into with `experimental: { sep3118: appElicitation() }` from `mcp-elicitation-react/apps`,
 * on the queue or, as here, on a standalone dialog): the server's own app renders the question, in a sandboxed iframe inside our
 * dialog. Who asks, the message and Decline/Cancel stay ours; the app's answer is checked against the request's
 * schema before anything is sent, and our form takes over if it does not fit or the app does not start.
 */
const meta = {
  title: 'Catalogue/App-rendered elicitation',
  component: ElicitationDialog,
  render: (args) => (
    <DialogHost {...args} experimental={{ sep3118: appElicitation({ connection: () => accounts }) }} />
  ),
  args: {
    request: asForm(
      parseElicitRequest({
        mode: 'form',
        message: 'Assign an account manager to the Contoso portfolio.',
        requestedSchema: {
          type: 'object',
          properties: { manager: { type: 'string', title: 'Manager', minLength: 2 } },
          required: ['manager'],
        },
        _meta: { ui: { resourceUri: APP_URI } },
      }),
    ),
    server: { name: 'accounts', title: 'Accounts', version: '1.0.0' },
    onResult: fn(),
    review: true,
  },
  argTypes: dialogArgTypes,
} satisfies Meta<typeof ElicitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app inside our chrome; Decline stays ours and ends the request. */
export const AppInsideTheDialog: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await expect(dialog.getByText('Assign an account manager to the Contoso portfolio.')).toBeVisible();
    await waitFor(() => expect(document.querySelector('iframe[title="App from Accounts"]')).not.toBeNull(), {
      timeout: 20_000,
    });
    await expect(document.querySelector('iframe')?.getAttribute('sandbox')).toBe('allow-scripts');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' });
  },
};

/** Without the opt-in, the same request is our own form. */
export const OptedOut: Story = {
  render: (args) => <DialogHost {...args} />,
  play: async () => {
    const dialog = await inDialog();
    await expect(dialog.getByRole('textbox', { name: /Manager/ })).toBeVisible();
    await expect(document.querySelector('iframe')).toBeNull();
  },
};

/**
 * In Arabic: the chrome around the app (its frame's name, and the words if it cannot be shown) comes from the `ar`
 * entry's `app.*` keys, right to left like the rest of the dialog; the app is told the locale (`hostContext.locale`).
 */
export const InArabic: Story = {
  args: { locale: 'ar', messages: storyCatalogues.ar },
  play: async () => {
    const dialog = await inDialog();
    await expect(dialog.getByRole('button', { name: storyCatalogues.ar['action.decline'] })).toBeVisible();
    await waitFor(() => expect(document.querySelector('iframe[title="تطبيق من Accounts"]')).not.toBeNull(), {
      timeout: 20_000,
    });
    await expect(getComputedStyle(document.querySelector('iframe') as Element).direction).toBe('rtl');
  },
};
