import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { everythingUrlElicitationRequest } from '../fixtures/requests.js';
import { animationsDone, button, dialog, footerButtons, resultSpy, tick, urlRequest } from './helpers.js';

const server = { name: 'url-server', title: 'Connect Co', version: '3.0.0' };

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderUrl(url: string) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const onResult = resultSpy();
  const utils = render(<ElicitationDialog request={urlRequest(url)} server={server} onResult={onResult} />);
  await animationsDone();
  return { open, onResult, ...utils };
}

/** The full address line as the user reads it. */
function addressText(): string {
  return dialog().querySelector('.mcp-elicit-url-full')?.textContent ?? '';
}

function warningTexts(): string[] {
  return [...dialog().querySelectorAll('[data-warning]')].map((item) => item.textContent ?? '');
}

describe('opening the link', () => {
  it('given a 2025-11-25 URL request (elicitationId), when the user clicks Open, should open it once in a new, unlinked tab, accept with no content, then wait with Open again, Copy link and Dismiss', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const onResult = resultSpy();
    const { unmount } = render(
      <ElicitationDialog
        request={parseElicitRequest(everythingUrlElicitationRequest)}
        server={server}
        onResult={onResult}
      />,
    );
    await animationsDone();
    await tick();
    expect(screen.getByRole('dialog', { name: 'Connect Co wants to send you to a website' })).toBeVisible();
    expect(screen.getByText('Please open the link to complete this action.')).toBeVisible();
    expect(addressText()).toBe('https://example.com/connect');
    expect(dialog().querySelector('a')).toBeNull();
    // Nothing is opened or fetched before consent.
    expect(open).not.toHaveBeenCalled();
    expect(onResult).not.toHaveBeenCalled();

    await userEvent.click(button('Open'));
    expect(open.mock.calls).toStrictEqual([['https://example.com/connect', '_blank', 'noopener,noreferrer']]);
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept' }]]);

    await expect
      .element(dialog().querySelector('[role="status"]') as HTMLElement)
      .toHaveTextContent(
        'The page opened in a new tab. This closes by itself when Connect Co says you are done there.',
      );
    expect(screen.getByRole('heading', { name: 'Finish on example.com' })).toHaveFocus();
    expect(screen.getByText(/Nothing opened\? Your browser may have blocked the new tab/)).toBeVisible();
    expect(within(dialog()).queryByRole('button', { name: 'Open' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Decline' })).toBeNull();
    // The server has its accept: there is nothing to continue or cancel, only to dismiss.
    expect(within(dialog()).queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Cancel request' })).toBeNull();

    await userEvent.click(button('Copy link'));
    expect(writeText).toHaveBeenCalledWith('https://example.com/connect');
    await expect.element(screen.getByText('Link copied')).toBeVisible();
    await userEvent.click(button('Open again'));
    expect(open).toHaveBeenCalledTimes(2);

    await userEvent.click(button('Dismiss'));
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    await tick();
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('given a URL request, when the user declines, should report decline and open nothing', async () => {
    const { open, onResult } = await renderUrl('https://mcp.example.com/ui/set_api_key');
    await userEvent.click(button('Decline'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'decline' }]]);
    expect(open).not.toHaveBeenCalled();
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given a URL request, when the user cancels, should report cancel and open nothing', async () => {
    const { open, onResult } = await renderUrl('https://mcp.example.com/ui/set_api_key');
    await userEvent.click(button('Cancel'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
    expect(open).not.toHaveBeenCalled();
  });

  it('given a URL request, when the user presses Escape, should report cancel and open nothing', async () => {
    const { open, onResult } = await renderUrl('https://mcp.example.com/ui/set_api_key');
    await userEvent.keyboard('{Escape}');
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('guarded addresses', () => {
  it('given a javascript: URL, should show the request as one this app cannot show, naming /url, with nothing to open', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onResult = resultSpy();
    // Spec PR #2778 (a draft, enforced as a limit): only ^https?:// reaches the screen as an address.
    render(
      <ElicitationDialog
        request={{ mode: 'url', message: 'Please sign in', url: 'javascript:alert(1)' }}
        server={server}
        onResult={onResult}
      />,
    );
    await animationsDone();
    expect(
      screen.getByRole('heading', { name: 'Connect Co sent a request this app cannot show' }),
    ).toBeVisible();
    expect(dialog().textContent).toContain('/url');
    expect(within(dialog()).queryByRole('button', { name: 'Open' })).toBeNull();
    expect(dialog().querySelector('a')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('given an http(s) URL whose host no DNS name can have, should say it is blocked and offer only Decline and Cancel', async () => {
    const url = `https://${'a'.repeat(64)}.example/`;
    const { open, onResult } = await renderUrl(url);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link was blocked because it is not a valid web address.',
    );
    expect(within(dialog()).queryByRole('button', { name: 'Open' })).toBeNull();
    expect(screen.queryByText(/Open this link only if you trust it/)).toBeNull();
    expect(footerButtons()).toStrictEqual(['Decline', 'Cancel']);
    expect(dialog().querySelector('a')).toBeNull();
    await userEvent.click(button('Decline'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'decline' }]]);
    expect(open).not.toHaveBeenCalled();
  });

  it('given a punycode host, should show the decoded host beside the ASCII one and warn', async () => {
    const ascii = new URL('https://\u0430pple.com/login').hostname; // Cyrillic "а" + Latin "pple"
    expect(ascii.startsWith('xn--')).toBe(true);
    const { onResult } = await renderUrl(`https://${ascii}/login`);
    expect(addressText()).toBe(`https://${ascii}/login`);
    expect(screen.getByText('Check before you open')).toBeVisible();
    const warnings = warningTexts();
    expect(warnings).toContain(
      'The address uses encoded international characters; it reads as \u0430pple.com. Make sure that is the site you expect.',
    );
    expect(warnings.some((text) => text.startsWith('The address mixes alphabets'))).toBe(true);
    expect(dialog().querySelector('.mcp-elicit-url-decoded')).toHaveTextContent('Reads as \u0430pple.com');
    const facts = dialog().querySelector('dl') as HTMLElement;
    expect(within(facts).getByText('Website')).toBeVisible();
    expect(facts).toHaveTextContent('\u0430pple.com');
    expect(facts).toHaveTextContent(ascii);
    expect(button('Open')).toBeEnabled();
    await userEvent.click(button('Cancel'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
  });

  it('given a userinfo trick, should show the whole address and explain where it really goes', async () => {
    const { open, onResult } = await renderUrl('https://bank.example.com@evil.example/login');
    expect(addressText()).toBe('https://bank.example.com@evil.example/login');
    expect(warningTexts()).toContain(
      'The text before "@" (bank.example.com) is not where this link goes. It goes to evil.example.',
    );
    const emphasised = [...dialog().querySelectorAll('.mcp-elicit-url-full strong')].map(
      (element) => element.textContent,
    );
    expect(emphasised).toStrictEqual(['evil.example']);
    expect(dialog().querySelector('dl')).toHaveTextContent('Websiteevil.example');
    await userEvent.click(button('Open'));
    expect(open.mock.calls).toStrictEqual([
      ['https://bank.example.com@evil.example/login', '_blank', 'noopener,noreferrer'],
    ]);
    // 2026-07-28 (no elicitationId): the accept is held until the user says they are done.
    expect(onResult).not.toHaveBeenCalled();
    await userEvent.click(button('Continue'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept' }]]);
  });
});
