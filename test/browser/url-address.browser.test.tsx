/**
 * The address of a URL-mode request as a person meets it in real Chromium: the website first and in view however
 * long the address, a long address cut after three lines with "Show the whole address" (never hidden silently),
 * and the value of a parameter that carries a credential or personal data masked until asked for, while Open and
 * Copy link always use the real, whole address.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, button, dialog, expectNoAxeViolations, resultSpy, urlRequest } from './helpers.js';

const server = { name: 'url-server', title: 'Connect Co', version: '3.0.0' };
/** A 2,000-character path, as a server that packs state into it sends. */
const LONG = `https://login.example.com/${'segment-of-state/'.repeat(118)}end`;
const TOKEN = 'tok3n-Value-9f8e7d';
const WITH_TOKEN = `https://login.example.com/cb?id=42&state=af0ifjsldkj#access_token=${TOKEN}&token_type=bearer`;

afterEach(async () => {
  vi.restoreAllMocks();
  await page.viewport(414, 896);
});

async function show(url: string, locale?: string) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  const onResult = resultSpy();
  render(<ElicitationDialog request={urlRequest(url)} server={server} onResult={onResult} locale={locale} />);
  await animationsDone();
  return { open, writeText, onResult };
}

function address(): HTMLElement {
  const element = dialog().querySelector<HTMLElement>('.mcp-elicit-url-full');
  if (!element) throw new Error('no address');
  return element;
}

const lineHeight = (element: HTMLElement) => Number.parseFloat(getComputedStyle(element).lineHeight);

/** Inside the viewport, inside the dialog's scroll box, and the topmost thing at its centre. */
function expectInView(element: HTMLElement): void {
  const box = element.getBoundingClientRect();
  const body = dialog().querySelector('.mcp-elicit-body')?.getBoundingClientRect() as DOMRect;
  expect(box.top, `${element.textContent} top`).toBeGreaterThanOrEqual(Math.max(0, body.top));
  expect(box.bottom, `${element.textContent} bottom`).toBeLessThanOrEqual(
    Math.min(window.innerHeight, body.bottom),
  );
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  expect(element.contains(hit), `covered by ${hit?.outerHTML.slice(0, 80)}`).toBe(true);
}

describe('a very long address', () => {
  for (const [width, height] of [
    [1280, 900],
    [375, 740],
  ] as const) {
    it(`given a 2,000-character path at ${width}×${height}, the website should come first and be in view, and the address be cut after three lines with a way to show it all`, async () => {
      await page.viewport(width, height);
      expect(new URL(LONG).pathname.length).toBeGreaterThanOrEqual(2000);
      await show(LONG);
      const facts = dialog().querySelector<HTMLElement>('.mcp-elicit-url-facts') as HTMLElement;
      // Before the address in reading order, and on screen without scrolling.
      expect(facts.compareDocumentPosition(address()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expectInView(within(facts).getByText('Website'));
      expectInView(within(facts).getByText('example.com'));

      // Cut, visibly, and never silently: the button says there is more.
      const full = address();
      expect(full.getBoundingClientRect().height).toBeLessThanOrEqual(3 * lineHeight(full) + 2);
      expect(getComputedStyle(full).webkitLineClamp).toBe('3');
      const more = button('Show the whole address');
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(more).toHaveAttribute('aria-controls', full.id);
      expectInView(more);
      // Screen readers and find-in-page still get every character.
      expect(full.textContent).toBe(LONG);
      // The Open button too stays in reach.
      expectInView(button('Open'));
      await expectNoAxeViolations(dialog());
    });
  }

  it('given the cut address, the keyboard should show all of it and cut it again, and Copy link should copy all of it', async () => {
    await page.viewport(375, 740);
    const { open, writeText } = await show(LONG);
    const more = button('Show the whole address');
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('Show less of the address');
    const full = address();
    expect(full.getBoundingClientRect().height).toBeGreaterThan(10 * lineHeight(full));
    await userEvent.keyboard(' ');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(full.getBoundingClientRect().height).toBeLessThanOrEqual(3 * lineHeight(full) + 2);

    await userEvent.click(button('Open'));
    expect(open).toHaveBeenCalledWith(LONG, '_blank', 'noopener,noreferrer');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(LONG);
  });

  it('given an address of a line or two, should show it whole with no button', async () => {
    await page.viewport(375, 740);
    await show('https://login.example.com/oauth/authorize');
    expect(address().getAttribute('style')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show the whole address' })).toBeNull();
  });
});

describe('an address that carries a credential', () => {
  it('given an access token in the fragment, should name it in a warning and mask its value, and show it only on request', async () => {
    await show(WITH_TOKEN);
    const warning = dialog().querySelector('[data-warning="carries-token"]');
    expect(warning?.textContent).toBe(
      'This link carries what looks like a sign-in token (access_token): anyone who gets it may act as you; don’t copy or share it.',
    );
    // Masked where it stood; the ordinary parameters around it stay as they are.
    expect(address().textContent).toBe(
      'https://login.example.com/cb?id=42&state=af0ifjsldkj#access_token=•••• hidden&token_type=bearer',
    );
    expect(address().querySelector('.mcp-elicit-url-masked')).toHaveAttribute('data-masked', 'token');
    await expectNoAxeViolations(dialog());

    await userEvent.click(button('Show hidden values'));
    expect(address().textContent).toBe(WITH_TOKEN);
    await userEvent.click(button('Hide the values'));
    expect(address().textContent).not.toContain(TOKEN);
  });

  it('given a masked value, Open should open and Copy link should copy the real address', async () => {
    const { open, writeText } = await show(WITH_TOKEN);
    await userEvent.click(button('Open'));
    expect(open).toHaveBeenCalledWith(WITH_TOKEN, '_blank', 'noopener,noreferrer');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(WITH_TOKEN);
    // Still masked while waiting.
    expect(address().textContent).not.toContain(TOKEN);
  });

  it('given a password, an API key, a session id and an email address, should warn for each by name, in Chinese too', async () => {
    const url =
      'https://example.com/login?user=ada&password=hunter2&api_key=k-123&PHPSESSID=8f3a&email=ada@example.com';
    await show(url, 'zh-CN');
    const listed = [...dialog().querySelectorAll('[data-warning]')].map((item) => [
      item.getAttribute('data-warning'),
      item.textContent,
    ]);
    expect(listed).toEqual([
      [
        'carries-password',
        '此链接带有疑似密码的内容（password）：拿到它的人可能以你的身份登录；请勿复制或分享。',
      ],
      [
        'carries-api-key',
        '此链接带有疑似 API 密钥或机密的内容（api_key）：拿到它的人可能以你的名义使用；请勿复制或分享。',
      ],
      [
        'carries-session-id',
        '此链接带有疑似会话标识的内容（PHPSESSID）：拿到它的人可能接管你的会话；请勿复制或分享。',
      ],
      ['carries-email', '此链接带有电子邮件地址（email）：它可能留在浏览记录和网站日志中；请勿分享。'],
    ]);
    const text = address().textContent ?? '';
    for (const value of ['hunter2', 'k-123', '8f3a', 'ada@example.com']) expect(text).not.toContain(value);
    expect(text).toContain('user=ada');
    await userEvent.click(button('显示隐藏的值'));
    expect(address().textContent).toBe(url);
  });

  it('given ordinary parameters only (id, state, code_challenge), should neither warn nor mask', async () => {
    const url =
      'https://auth.example.com/authorize?id=42&state=af0ifjsldkj&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256';
    await show(url);
    expect(dialog().querySelectorAll('[data-warning]')).toHaveLength(0);
    expect(address().textContent).toBe(url);
    expect(screen.queryByRole('button', { name: 'Show hidden values' })).toBeNull();
  });
});
