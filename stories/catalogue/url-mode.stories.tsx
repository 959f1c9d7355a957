import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, within } from 'storybook/test';
import { ElicitationDialog } from '../../src/react/index.js';
import { DialogHost } from '../support/dialog-host.js';
import { dialogArgTypes } from '../support/meta.js';
import { inDialog, openWhenReady } from '../support/play.js';
import { servers, urlRequest } from '../support/requests.js';

/**
 * URL mode: the user is sent to a website out of band (sign-in, payment, API keys). The full address is
 * shown as text, never a link, with the website emphasised and every trick in it explained. **Open**
 * opens it in a new, unreadable browsing context, on the user's click only; a blocked URL has no Open.
 */
const meta = {
  title: 'Catalogue/URL mode',
  component: ElicitationDialog,
  render: (args) => <DialogHost {...args} />,
  args: {
    request: urlRequest('https://accounts.example.com/oauth/authorize?client_id=mcp-demo&scope=calendar'),
    server: servers.github,
    onResult: fn(),
  },
  argTypes: dialogArgTypes,
} satisfies Meta<typeof ElicitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The warnings listed under "Check before you open", as the user reads them. */
async function warnings() {
  const dialog = await inDialog();
  return within(dialog.getByRole('list', { name: 'Check before you open' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/**
 * A plain https URL. The test clicks **Open** and checks how the URL was opened (window.open is spied on). A
 * 2026-07-28 request (no `elicitationId`) then waits: its `accept` goes with **Continue** (see "URL mode after
 * consent").
 */
export const PlainHttps: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await inDialog();
    await expect(
      dialog.getByRole('heading', { name: 'GitHub wants to send you to a website' }),
    ).toBeVisible();
    await expect(dialog.getByText('example.com', { selector: 'strong' })).toBeVisible();
    await expect(dialog.queryByRole('link')).not.toBeInTheDocument();
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      await userEvent.click(await openWhenReady(dialog));
      await expect(open).toHaveBeenCalledTimes(1);
      await expect(open).toHaveBeenCalledWith(
        'https://accounts.example.com/oauth/authorize?client_id=mcp-demo&scope=calendar',
        '_blank',
        'noopener,noreferrer',
      );
    } finally {
      open.mockRestore();
    }
    await expect(args.onResult).not.toHaveBeenCalled();
    await expect(dialog.getByRole('status')).toHaveTextContent('The page opened in a new tab.');
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'accept' });
  },
};

/** Plain http: allowed, with a warning. */
export const Http: Story = {
  args: { request: urlRequest('http://example.com/connect') },
  play: async () => {
    await expect(await warnings()).toEqual([
      'The link is not encrypted (http): others on your network could read or change the page.',
    ]);
  },
};

/** An internationalised (punycode) host: the decoded form is shown beside the ASCII one. */
export const PunycodeHost: Story = {
  args: { request: urlRequest('https://xn--mnchen-3ya.example/login') },
  play: async () => {
    await expect(await warnings()).toEqual([
      'The address uses encoded international characters; it reads as münchen.example. Make sure that is the site you expect.',
    ]);
  },
};

/** A lookalike: a Cyrillic "а" in an otherwise Latin name. The ASCII form is shown first. */
export const MixedScriptLookalike: Story = {
  args: { request: urlRequest('https://xn--pple-43d.com/signin') },
  play: async () => {
    await expect(await warnings()).toEqual([
      'The address uses encoded international characters; it reads as аpple.com. Make sure that is the site you expect.',
      'The address mixes alphabets (аpple), a trick used to imitate well-known sites.',
      'The address looks like apple.com, but it is not: its letters come from other alphabets or are lookalike symbols. Make sure this is the site you expect.',
    ]);
  },
};

/** Latin lookalike letters only (script g, dotless i): no alphabet is mixed, but it looks like github.com. */
export const LookalikeHost: Story = {
  args: { request: urlRequest('https://ɡıthub.com/login') },
  play: async () => {
    const dialog = await inDialog();
    await expect(await warnings()).toEqual([
      'The address uses encoded international characters; it reads as ɡıthub.com. Make sure that is the site you expect.',
      'The address looks like github.com, but it is not: its letters come from other alphabets or are lookalike symbols. Make sure this is the site you expect.',
    ]);
    // The ASCII form, which the browser resolves, leads.
    const site = dialog.getAllByRole('definition').map((dd) => dd.textContent);
    await expect(site).toEqual(['xn--thub-kza73p.com', 'ɡıthub.com']);
  },
};

/** A division slash makes the host read as accounts.google.com with a path; it is marked, and the site named. */
export const SeparatorLookalike: Story = {
  args: { request: urlRequest('https://accounts.google.com∕signin∕v2.evil.com/') },
  play: async () => {
    const dialog = await inDialog();
    await expect(await warnings()).toEqual([
      'The address uses encoded international characters; it reads as accounts.google.com∕⟨U+2215⟩signin∕⟨U+2215⟩v2.evil.com. Make sure that is the site you expect.',
      'The address contains characters that imitate “/”, “.” or “-” (U+2215 for /), so part of it reads like another address. The website is evil.com.',
    ]);
    await expect(dialog.getByText(/^Reads as/)).toHaveTextContent(
      'Reads as accounts.google.com∕⟨U+2215⟩signin∕⟨U+2215⟩v2.evil.com',
    );
  },
};

/** The userinfo trick: everything before "@" is not the host. The real domain is emphasised. */
export const UserinfoTrick: Story = {
  args: { request: urlRequest('https://bank.example@evil.example/login') },
  play: async () => {
    const dialog = await inDialog();
    await expect(dialog.getByText('evil.example', { selector: 'strong' })).toBeVisible();
    await expect(await warnings()).toEqual([
      'The text before "@" (bank.example) is not where this link goes. It goes to evil.example.',
    ]);
  },
};

/** A bare IP address instead of a named website. */
export const IpAddressHost: Story = {
  args: { request: urlRequest('https://203.0.113.7/authorize') },
  play: async () => {
    await expect(await warnings()).toEqual([
      'The address is a bare IP address (203.0.113.7), not a named website.',
    ]);
  },
};

/**
 * A 2,000-character path: the website comes first and stays in view; the address is cut after three lines with a
 * visible "…" and **Show the whole address** (nothing hidden silently). Open and Copy link use all of it.
 */
export const VeryLongAddress: Story = {
  args: { request: urlRequest(`https://login.example.com/${'segment-of-state/'.repeat(118)}end`) },
  play: async ({ userEvent }) => {
    const dialog = await inDialog();
    await expect(dialog.getByText('Website')).toBeVisible();
    const more = dialog.getByRole('button', { name: 'Show the whole address' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveTextContent('Show less of the address');
  },
};

/**
 * A pre-authenticated link: the spec forbids credentials in a URL. The warning names the parameter, and its value
 * is masked until **Show hidden values**; Open and Copy link still use the real address.
 */
export const TokenInAddress: Story = {
  args: {
    request: urlRequest('https://app.example.com/cb?id=42#access_token=ya29.a0AfH6SMBx&token_type=bearer'),
  },
  play: async ({ userEvent }) => {
    const dialog = await inDialog();
    await expect(await warnings()).toEqual([
      'This link carries what looks like a sign-in token (access_token): anyone who gets it may act as you; don’t copy or share it.',
    ]);
    await expect(dialog.queryByText(/ya29/)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Show hidden values' }));
    await expect(dialog.getByText(/ya29\.a0AfH6SMBx/)).toBeVisible();
  },
};

/**
 * `javascript:` is refused before anything is shown (spec PR #2778: only `^https?://`): the dialog says the request
 * cannot be shown and why, with no address and no Open button (a queue's handler answers the server `-32602`).
 */
export const BlockedJavascriptUrl: Story = {
  args: {
    request: { mode: 'url', message: 'Please sign in.', url: 'javascript:alert(document.cookie)' } as never,
  },
  play: async () => {
    const dialog = await inDialog();
    await expect(dialog.getByRole('heading', { name: /sent a request this app cannot show/ })).toBeVisible();
    await expect(dialog.getByText(/url must start with https:\/\/ or http:\/\//)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  },
};
