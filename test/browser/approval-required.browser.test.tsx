/**
 * SEP-2643's "approval required" in real Chromium: a URL request whose result carried an authorization denial,
 * shown with its hints as text, its reference, every guard of the address, and Open only on the person's click —
 * and, without assurance that the denial came from the server, no Open at all. English and Arabic (right to left),
 * each checked with axe. Without the opt-in the same request is a plain URL request.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ExperimentalDrafts } from '../../src/core/index.js';
import { AUTHORIZATION_META_KEY } from '../../src/core/wire/authorization-denial.js';
import { authorizationDenials } from '../../src/drafts-sep2643.js';
import ar from '../../src/locales/ar.js';
import { ElicitationDialog } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import {
  animationsDone,
  button,
  dialog,
  expectNoAxeViolations,
  footerButtons,
  resultSpy,
} from './helpers.js';

const server = { name: 'files', title: 'Files Co', version: '1.0.0' };
const assured: ExperimentalDrafts = { sep2643: authorizationDenials({ assured: true }) };
const unassured: ExperimentalDrafts = { sep2643: authorizationDenials({ assured: false }) };

const envelope = {
  reason: 'insufficient_authorization',
  remediation: 'available',
  authorizationContextId: 'authzctx_7c5d1d79',
  remediationHints: [
    { type: 'url' },
    { type: 'authorization_remediation', authorization_details: [{ type: 'payment_initiation' }] },
    { type: 'ciba' },
  ],
};

/** The URL-mode request as `requestWithInput` hands it on: the result's envelope in its `_meta`. */
const denied = (denial: unknown = envelope) => ({
  mode: 'url',
  message: 'Open this page to approve access to the requested folder.',
  url: 'https://approve.files.example.com/folder?ctx=fld_12345',
  _meta: { [AUTHORIZATION_META_KEY]: denial },
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function show(
  experimental?: ExperimentalDrafts,
  extra: { locale?: string; messages?: typeof ar } = {},
) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const onResult = resultSpy();
  render(
    <ElicitationDialog
      request={denied()}
      server={server}
      onResult={onResult}
      {...(experimental ? { experimental } : {})}
      {...extra}
    />,
  );
  await animationsDone();
  // The block is a chunk loaded on demand: wait for it, as a person would see it appear.
  if (experimental) await loaded();
  return { open, onResult };
}

async function loaded() {
  await vi.waitFor(() => expect(dialog().querySelector('.mcp-elicit-denial')).not.toBeNull(), {
    timeout: 30_000,
  });
  await animationsDone();
}

const section = () => dialog().querySelector('.mcp-elicit-denial') as HTMLElement;

describe('approval required (SEP-2643)', () => {
  it('given a denial this host is assured of, should say what is needed, list the hints as text, keep the address guards and open only on the click', async () => {
    const { open, onResult } = await show(assured);
    const block = section();
    expect(within(block).getByRole('heading', { name: 'Approval required' })).toBeVisible();
    expect(block).toHaveTextContent('Files Co will not carry out this request until it is approved.');
    expect([...block.querySelectorAll('[data-hint]')].map((hint) => hint.textContent)).toEqual([
      'To approve it, open the page below, then choose Continue.',
      'Signing in again with more access is needed, for:payment_initiation',
    ]);
    expect(block).toHaveTextContent('Reference: authzctx_7c5d1d79');
    // Text only: nothing in the dialog is a link; the address with its site, as for any URL request.
    expect(dialog().querySelector('a, [href]')).toBeNull();
    expect(dialog().querySelector('.mcp-elicit-url-full')?.textContent).toBe(
      'https://approve.files.example.com/folder?ctx=fld_12345',
    );
    expect(dialog().querySelector('strong')?.textContent).toBe('example.com');
    expect(screen.getByText(/Open this link only if you trust it/)).toBeVisible();
    expect(open).not.toHaveBeenCalled();

    await userEvent.click(button('Open'));
    expect(open.mock.calls).toStrictEqual([
      ['https://approve.files.example.com/folder?ctx=fld_12345', '_blank', 'noopener,noreferrer'],
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept' }]]);
  });

  it('given a denial without assurance, should say the page is not opened from here and offer only Decline and Cancel', async () => {
    const { open, onResult } = await show(unassured);
    expect(within(section()).getByRole('alert')).toHaveTextContent(
      'This app cannot confirm that this request came from Files Co itself, so the page cannot be opened from here.',
    );
    // The address is still shown whole, with its site; nothing invites opening it.
    expect(dialog().querySelector('.mcp-elicit-url-full')?.textContent).toBe(
      'https://approve.files.example.com/folder?ctx=fld_12345',
    );
    expect(screen.queryByText(/Open this link only if you trust it/)).toBeNull();
    expect(footerButtons()).toStrictEqual(['Decline', 'Cancel']);
    await userEvent.click(button('Decline'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'decline' }]]);
    expect(open).not.toHaveBeenCalled();
  });

  it('given a reference with a bidi override, should show it as text that cannot reorder the sentence', async () => {
    render(
      <ElicitationDialog
        request={denied({ ...envelope, authorizationContextId: 'ctx\u202Egnp.exe' })}
        server={server}
        onResult={resultSpy()}
        experimental={assured}
      />,
    );
    await loaded();
    const reference = section().querySelector('.mcp-elicit-denial-reference bdi') as HTMLElement;
    expect(reference.getAttribute('dir')).toBe('ltr');
    // The override is shown as a visible mark, not obeyed.
    expect(reference.textContent).not.toContain('\u202E');
    expect(reference.textContent).toContain('U+202E');
  });

  it('without the opt-in, should show the same request as a plain URL request', async () => {
    await show();
    expect(dialog().querySelector('.mcp-elicit-denial')).toBeNull();
    expect(screen.queryByText('Approval required')).toBeNull();
    expect(button('Open')).toBeVisible();
  });

  for (const [name, experimental] of [
    ['assured', assured],
    ['not assured', unassured],
  ] as const) {
    it(`given English, ${name}, should have no axe violation`, async () => {
      await show(experimental);
      await expectNoAxeViolations();
    });

    it(`given Arabic (right to left), ${name}, should read right to left in the entry's words with no axe violation`, async () => {
      await show(experimental, { locale: 'ar', messages: ar });
      expect(dialog().closest('[dir]')?.getAttribute('dir') ?? dialog().getAttribute('dir')).toBe('rtl');
      const block = section();
      expect(within(block).getByRole('heading', { name: 'الموافقة مطلوبة' })).toBeVisible();
      expect(block).toHaveTextContent('المرجع: authzctx_7c5d1d79');
      if (experimental === unassured) {
        expect(within(block).getByRole('alert')).toHaveTextContent('لا يمكن فتح الصفحة من هنا');
      }
      await expectNoAxeViolations();
    });
  }
});
