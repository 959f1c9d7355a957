/// <reference types="vite/client" />
// Right to left (issue 30): the direction from the locale (overridable), every component mirrored by logical
// properties, server text isolated or set in the server's language, URLs and JSON left to right, arrow keys
// and focus order following the direction. Real Chromium, real layout.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog, ElicitationPanel } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { themeCss as css } from '../support/theme-css.js';
import { button, dialog, formRequest, resultSpy } from './helpers.js';

const server = { name: 'rtl-server', version: '1.0.0' };
const CONTENT_LANGUAGE = 'io.modelcontextprotocol/contentLanguage';

const colours = {
  colour: { type: 'string', title: 'Colour', enum: ['red', 'green', 'blue'] },
  note: { type: 'string', title: 'Note:' },
};

function renderDialog(locale: string, extra: { dir?: 'ltr' | 'rtl' } = {}) {
  return render(
    <ElicitationDialog
      request={formRequest(colours, ['colour'])}
      server={server}
      onResult={resultSpy()}
      locale={locale}
      {...extra}
    />,
  );
}

describe('direction from the locale', () => {
  it.each([
    ['ar', 'rtl'],
    ['fa', 'rtl'],
    ['he', 'rtl'],
    ['en', 'ltr'],
    ['zh-CN', 'ltr'],
  ])('given locale %s, the dialog should be laid out %s and carry that lang', (locale, dir) => {
    renderDialog(locale);
    expect(dialog()).toHaveAttribute('dir', dir);
    expect(dialog()).toHaveAttribute('lang', locale);
  });

  it('given dir, should take it over the locale', () => {
    renderDialog('ar', { dir: 'ltr' });
    expect(dialog()).toHaveAttribute('dir', 'ltr');
  });

  it('should set the panel root the same way', () => {
    const { container } = render(
      <ElicitationPanel request={formRequest(colours)} server={server} onResult={resultSpy()} locale="he" />,
    );
    const root = container.querySelector('section');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('lang', 'he');
  });
});

describe('mirrored layout', () => {
  it('given rtl, the close button should sit at the left edge and the server badge at the right; given ltr, the reverse', () => {
    for (const locale of ['ar', 'en']) {
      const { unmount } = renderDialog(locale);
      const box = dialog().getBoundingClientRect();
      const close = button('Close').getBoundingClientRect();
      const closeAtLeft = close.left - box.left < box.right - close.right;
      expect(closeAtLeft).toBe(locale === 'ar');
      const badge = (dialog().querySelector('.mcp-elicit-header') as HTMLElement)
        .firstElementChild as HTMLElement;
      const b = badge.getBoundingClientRect();
      const badgeAtRight = b.right > box.left + box.width / 2 && box.right - b.right < b.left - box.left;
      expect(badgeAtRight).toBe(locale === 'ar');
      unmount();
    }
  });

  it('given rtl, the footer buttons should be met by Tab from right to left, as the page reads', async () => {
    for (const [locale, reads] of [
      ['he', 'right-to-left'],
      ['en', 'left-to-right'],
    ] as const) {
      const { unmount } = renderDialog(locale);
      const footer = dialog().querySelector('.mcp-elicit-footer') as HTMLElement;
      const buttons = [...footer.querySelectorAll('button')].filter((b) => b.offsetParent !== null);
      expect(buttons.length).toBeGreaterThanOrEqual(2);
      // Tab through the footer: the order focus takes is the DOM order.
      buttons[0]?.focus();
      const order: HTMLElement[] = [buttons[0] as HTMLElement];
      for (let i = 1; i < buttons.length; i++) {
        await userEvent.tab();
        order.push(document.activeElement as HTMLElement);
      }
      expect(order).toEqual(buttons);
      const xs = order.map((b) => b.getBoundingClientRect().left);
      const sorted = [...xs].sort((a, b) => (reads === 'right-to-left' ? b - a : a - b));
      expect(xs).toEqual(sorted);
      unmount();
    }
  });

  it('should hold no physical left/right property: every side is logical (inline-start/end)', () => {
    const physical = css
      .split('\n')
      .map((line, index) => ({ line: line.trim(), number: index + 1 }))
      .filter(({ line }) =>
        /^(margin|padding|border)-(left|right)\b|^(left|right)\s*:|^float\s*:\s*(left|right)|^text-align\s*:\s*(left|right)|^clear\s*:\s*(left|right)|^border-(top|bottom)-(left|right)-radius/.test(
          line,
        ),
      );
    expect(physical).toEqual([]);
  });
});

describe('arrow keys follow the direction', () => {
  it.each([
    ['ar', '{ArrowLeft}', 'green'],
    ['ar', '{ArrowRight}', 'blue'],
    ['en', '{ArrowRight}', 'green'],
    ['en', '{ArrowLeft}', 'blue'],
  ])('given %s, %s on the first radio should pick %s', async (locale, key, picked) => {
    renderDialog(locale);
    const first = screen.getByRole('radio', { name: 'red' });
    await userEvent.click(first);
    expect(first).toBeChecked();
    await userEvent.keyboard(key);
    expect(screen.getByRole('radio', { name: picked })).toBeChecked();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: picked }));
  });
});

describe("the server's text", () => {
  const params = (meta?: Record<string, unknown>) => ({
    message: 'ما لونك المفضل؟',
    requestedSchema: {
      type: 'object',
      properties: {
        colour: { type: 'string', title: 'اللون', description: 'اختر واحدًا', enum: ['أحمر', 'أخضر'] },
      },
    },
    ...(meta ? { _meta: meta } : {}),
  });

  it('given contentLanguage "ar", the message, titles, descriptions and options should carry lang="ar" dir="rtl"', () => {
    render(
      <ElicitationDialog
        request={parseElicitRequest(params({ [CONTENT_LANGUAGE]: 'ar' }))}
        server={server}
        onResult={resultSpy()}
      />,
    );
    const message = dialog().querySelector('.mcp-elicit-message') as HTMLElement;
    expect(message).toHaveAttribute('lang', 'ar');
    expect(message).toHaveAttribute('dir', 'rtl');
    const legend = dialog().querySelector('legend bdi') as HTMLElement;
    expect(legend).toHaveAttribute('lang', 'ar');
    expect(legend).toHaveAttribute('dir', 'rtl');
    expect(dialog().querySelector('.mcp-elicit-description')).toHaveAttribute('lang', 'ar');
    const option = dialog().querySelector('.mcp-elicit-option bdi') as HTMLElement;
    expect(option).toHaveAttribute('lang', 'ar');
    // The dialog itself stays in the host's language.
    expect(dialog()).toHaveAttribute('lang', 'en');
  });

  it('given no contentLanguage, the message and description should be dir="auto" with no lang', () => {
    render(
      <ElicitationDialog request={parseElicitRequest(params())} server={server} onResult={resultSpy()} />,
    );
    const message = dialog().querySelector('.mcp-elicit-message') as HTMLElement;
    expect(message).toHaveAttribute('dir', 'auto');
    expect(message).not.toHaveAttribute('lang');
    expect(dialog().querySelector('.mcp-elicit-description')).toHaveAttribute('dir', 'auto');
  });

  it('given rtl, a Latin title ending in punctuation should be isolated, so its colon stays at its end', () => {
    renderDialog('ar');
    const label = screen.getByText('Note:');
    expect(label.tagName).toBe('BDI');
  });

  it('given rtl, the URL and the raw JSON should read left to right', async () => {
    const { unmount } = render(
      <ElicitationDialog
        request={parseElicitRequest({
          mode: 'url',
          message: 'سجّل الدخول',
          url: 'https://example.com/login?x=1',
        })}
        server={server}
        onResult={resultSpy()}
        locale="ar"
      />,
    );
    const ltr = [...dialog().querySelectorAll('[dir="ltr"]')].map((node) => node.textContent ?? '').join(' ');
    expect(ltr).toContain('example.com');
    unmount();
    renderDialog('he');
    await userEvent.click(screen.getByRole('radio', { name: 'red' }));
    await userEvent.click(button('Review'));
    await userEvent.click(button('Show the raw JSON'));
    const pre = dialog().querySelector('pre') as HTMLElement;
    expect(pre).toHaveAttribute('dir', 'ltr');
    expect(getComputedStyle(pre).direction).toBe('ltr');
  });
});
