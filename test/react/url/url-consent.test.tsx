// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openElicitationUrl } from '../../../src/core/index.js';
import type { UrlElicitationRequest } from '../../../src/core/request/parse-request.js';
import { analyzeElicitationUrl } from '../../../src/core/url/analyze-url.js';
import { UrlAddress } from '../../../src/react/index.js';
import { ClassNamesProvider } from '../../../src/react/shared/class-names.js';
import { I18nProvider } from '../../../src/react/shared/i18n-settings.js';
import { CopyLinkButton } from '../../../src/react/url/copy-link-button.js';
import { UrlConsent } from '../../../src/react/url/url-consent.js';

afterEach(cleanup);
afterEach(() => {
  vi.restoreAllMocks();
  // userEvent.setup() and the tests below install their own clipboard; drop it so each test starts clean.
  Reflect.deleteProperty(navigator, 'clipboard');
});

function requestFor(url: string): UrlElicitationRequest {
  return { mode: 'url', message: 'Sign in to continue', url: analyzeElicitationUrl(url) };
}

function renderConsent(url: string, stage?: 'waiting') {
  return render(<UrlConsent request={requestFor(url)} stage={stage} onOpenAgain={() => undefined} />);
}

/** The text of the address line as the user reads it. */
function addressText(container: HTMLElement): string {
  return container.querySelector('.mcp-elicit-url-full')?.textContent ?? '';
}

function warningCodes(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-warning]')].map(
    (item) => item.getAttribute('data-warning') ?? '',
  );
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('UrlAddress', () => {
  it('given a host with familiar-looking labels, should emphasise the registrable domain, not those labels', () => {
    const { container } = renderConsent('https://login.example.com.evil.io/x');
    const strong = container.querySelectorAll('strong');
    expect(strong).toHaveLength(1);
    expect(strong[0]?.textContent).toBe('evil.io');
    expect(addressText(container)).toBe('https://login.example.com.evil.io/x');
    const facts = container.querySelector('dl');
    expect(facts && within(facts).getByText('Website').nextElementSibling?.textContent).toBe('evil.io');
  });

  it('given an address, should render it as plain text: no link anywhere, not even after opening', () => {
    for (const url of [
      'https://login.example.com.evil.io/x',
      'https://bank.example@evil.example',
      'javascript:alert(1)',
      'http://192.168.0.1:8080/a',
    ]) {
      const { container } = renderConsent(url, 'waiting');
      expect(container.querySelector('a')).toBeNull();
      expect(container.querySelector('[href]')).toBeNull();
      cleanup();
    }
  });

  it('given an address, should set it left to right, isolated from the text around it', () => {
    const { container } = renderConsent('https://example.com/');
    const full = container.querySelector('.mcp-elicit-url-full');
    expect(full?.tagName).toBe('BDI');
    expect(full?.getAttribute('dir')).toBe('ltr');
  });

  it('given userinfo in the URL, should expose it and say where the link really goes', () => {
    const { container } = renderConsent('https://bank.example@evil.example');
    expect(container.querySelector('.mcp-elicit-url-userinfo')?.textContent).toBe('bank.example@');
    expect(container.querySelector('strong')?.textContent).toBe('evil.example');
    const item = container.querySelector('[data-warning="userinfo"]');
    expect(item?.textContent).toBe(
      'The text before "@" (bank.example) is not where this link goes. It goes to evil.example.',
    );
  });

  it('given a punycode lookalike host, should show the decoded host beside it and warn about punycode, mixed scripts and the lookalike', () => {
    const { container } = renderConsent('https://xn--pypal-4ve.com/');
    expect(addressText(container)).toBe('https://xn--pypal-4ve.com/');
    expect(container.querySelector('.mcp-elicit-url-decoded')?.textContent).toBe('Reads as p\u0430ypal.com');
    expect(warningCodes(container)).toEqual(['punycode', 'mixed-script', 'lookalike']);
    expect(screen.getByRole('heading', { name: 'Check before you open' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Check before you open' });
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('mixes alphabets (p\u0430ypal)');
    expect(within(list).getAllByRole('listitem')[2]?.textContent).toContain(
      'looks like paypal.com, but it is not',
    );
    // Both forms are given, but a lookalike leads with the ASCII form the browser resolves.
    const site = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(site).toEqual(['xn--pypal-4ve.com', 'p\u0430ypal.com']);
  });

  it('given a whole-script lookalike, should name the ASCII host it imitates and lead with the ASCII form', () => {
    const { container } = renderConsent('https://xn--80ak6aa92e.com/');
    expect(container.querySelector('.mcp-elicit-url-decoded')?.textContent).toBe('Reads as аррӏе.com');
    expect(warningCodes(container)).toEqual(['punycode', 'lookalike']);
    const site = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(site).toEqual(['xn--80ak6aa92e.com', 'аррӏе.com']);
  });

  it('given an honest international domain, should lead with its readable Unicode form', () => {
    const { container } = renderConsent('https://xn--mnchen-3ya.de/');
    const site = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(site).toEqual(['münchen.de', 'xn--mnchen-3ya.de']);
  });

  it('given a right-to-left override in the path, should make it visible', () => {
    const { container } = renderConsent('https://example.com/\u202Egnp.exe');
    const full = container.querySelector('.mcp-elicit-url-full');
    expect(full?.textContent).toBe('https://example.com/%E2%80%AE⟨U+202E⟩gnp.exe');
    expect(full?.querySelector('.mcp-elicit-url-invisible')?.textContent).toBe('⟨U+202E⟩');
    expect(warningCodes(container)).toContain('invisible-characters');
  });

  it('given invisible characters, should replace them in the address and in warning details alike', () => {
    // A relative URL is blocked and shown as given, so its raw U+202E reaches the renderer.
    const blocked = renderConsent('/\u202Egnp.exe');
    expect(addressText(blocked.container)).toBe('/⟨U+202E⟩gnp.exe');
    expect(blocked.container.textContent).not.toContain('\u202E');
    cleanup();
    // The userinfo detail is percent-decoded by the analysis: the raw character must not reach the warning text.
    const { container } = renderConsent('https://%E2%80%AE@evil.io/');
    expect(container.querySelector('[data-warning="userinfo"]')?.textContent).toContain('(⟨U+202E⟩)');
    expect(container.textContent).not.toContain('\u202E');
  });

  it('given no registrable domain, should emphasise the whole host and show the port', () => {
    const { container } = render(
      <UrlAddress analysis={analyzeElicitationUrl('http://192.168.0.1:8080/a')} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('192.168.0.1');
    expect(container.querySelector('.mcp-elicit-url-port')?.textContent).toBe(':8080');
    expect(addressText(container)).toBe('http://192.168.0.1:8080/a');
  });
});

describe('UrlConsent', () => {
  it('given a normal link, should introduce it without warnings or alerts', () => {
    const { container } = renderConsent('https://example.com/');
    expect(screen.getByText(/Open this link only if you trust it/)).toBeTruthy();
    expect(screen.getByText('Full address')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.firstElementChild?.className).toBe('mcp-elicit-url-consent');
  });

  it('given a javascript: URL, should refuse it with an alert that names the scheme', () => {
    renderConsent('javascript:alert(1)');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('"javascript:" links can run code');
    expect(screen.queryByText(/Open this link only if you trust it/)).toBeNull();
    expect(screen.getByText('alert(1)')).toBeTruthy();
  });

  it('given an unparseable address, should refuse it with the generic reason', () => {
    renderConsent('https://exa mple.com/');
    expect(screen.getByRole('alert').textContent).toBe(
      'This link was blocked because it is not a valid web address.',
    );
  });

  it('when the URL was opened, should say so in the same live region and offer Open again and the copy fallback', () => {
    const reopen = vi.fn();
    const { rerender } = renderConsent('https://login.example.com/');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    rerender(
      <UrlConsent request={requestFor('https://login.example.com/')} stage="waiting" onOpenAgain={reopen} />,
    );
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe(
      'The page opened in a new tab. When you have finished there, choose Continue.',
    );
    const heading = screen.getByRole('heading', { name: 'Finish on example.com, then continue' });
    expect(heading.querySelector('strong')?.textContent).toBe('example.com');
    // Focus follows the user to the new stage: the buttons that led there are gone.
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/^Nothing opened\?/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    screen.getByRole('button', { name: 'Open again' }).click();
    expect(reopen).toHaveBeenCalledTimes(1);
    // The address stays in view while the user is away.
    expect(screen.getByText('Full address')).toBeTruthy();
  });

  it('given on-open (2025-11-25), says it closes by itself; given not finished yet, says so in the heading description', () => {
    const { rerender } = render(
      <UrlConsent
        request={requestFor('https://example.com/')}
        stage="waiting"
        urlAccept="on-open"
        serverName="Demo Cloud"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Finish on example.com' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'The page opened in a new tab. This closes by itself when Demo Cloud says you are done there.',
    );
    rerender(
      <UrlConsent
        request={requestFor('https://example.com/')}
        stage="waiting"
        serverName="Demo Cloud"
        notFinished
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Finish on example.com, then continue' });
    const notice = document.getElementById(heading.getAttribute('aria-describedby') ?? '');
    expect(notice?.textContent).toBe(
      'Not finished yet: Demo Cloud says the step on example.com is not done. Finish it there, then choose Continue again.',
    );
    rerender(
      <UrlConsent request={requestFor('https://example.com/')} stage="completed" serverName="Demo Cloud" />,
    );
    expect(screen.getByRole('heading', { name: 'Done on example.com' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Demo Cloud confirmed that the step is finished.');
    expect(screen.queryByRole('button', { name: 'Open again' })).toBeNull();
  });

  it('given the zh-CN locale, should speak Chinese', () => {
    const { container } = render(
      <I18nProvider locale="zh-CN">
        <UrlConsent request={requestFor('https://bank.example@evil.example')} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: '打开前请检查' })).toBeTruthy();
    expect(container.querySelector('[data-warning="userinfo"]')?.textContent).toBe(
      '“@”之前的文字（bank.example）并不是链接的去向。它实际前往 evil.example。',
    );
    expect(screen.getByText('完整地址')).toBeTruthy();
  });

  it('given unstyled, should render no class attribute at all', () => {
    const { container } = render(
      <ClassNamesProvider unstyled>
        <UrlConsent request={requestFor('https://bank.example@xn--80ak6aa92e.com/\u202E')} stage="waiting" />
      </ClassNamesProvider>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('xn--80ak6aa92e.com');
    expect(container.querySelectorAll('[class]')).toHaveLength(0);
  });
});

describe('openElicitationUrl', () => {
  it('when called, should open the URL in a new, unreadable browsing context', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const href = analyzeElicitationUrl('https://login.example.com/oauth?state=1').href;
    openElicitationUrl(href);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(href, '_blank', 'noopener,noreferrer');
  });

  it('given a blocked URL, should never open it, whoever calls it', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openElicitationUrl('javascript:alert(1)');
    openElicitationUrl('file:///etc/passwd');
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    'https://login.example.com/oauth?state=1',
    'HTTP://Example.COM:8080/a b',
    'https://bank.example@evil.io/',
    'https://xn--80ak6aa92e.com/',
    '  https://example.com/trimmed  ',
    '/relative/path',
    '',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://example.com/id',
    `https://${'a'.repeat(64)}.example.com/`,
    `https://${Array.from({ length: 130 }, () => 'ab').join('.')}.com/`,
    `https://example.com/${'x'.repeat(10_001)}`,
    'http://[::1]/',
    'not a url at all',
  ])(
    'given %s, should open it exactly when the analysis shown before consent allows it, at its href',
    (input) => {
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      const analysis = analyzeElicitationUrl(input);
      openElicitationUrl(input);
      expect(open.mock.calls).toEqual(
        analysis.blocked ? [] : [[analysis.href, '_blank', 'noopener,noreferrer']],
      );
      open.mockRestore();
    },
  );
});

describe('CopyLinkButton', () => {
  const href = 'https://example.com/path?q=1';

  it('when clicked, should copy the link and announce it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    render(<CopyLinkButton href={href} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(href);
    const announced = await screen.findByText('Link copied');
    expect(announced.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('given no clipboard, when clicked, should show the link selected in a read-only field', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    render(<CopyLinkButton href={href} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Full address' });
    expect(input.value).toBe(href);
    expect(input.readOnly).toBe(true);
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, href.length]);
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('given a clipboard that refuses, when clicked, should fall back to the field', async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<CopyLinkButton href={href} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Full address' })).value).toBe(href);
  });
});
