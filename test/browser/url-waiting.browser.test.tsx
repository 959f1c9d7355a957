// URL mode after consent, in Chromium, the way a person uses it: open the link, come back, Continue (or
// not), and what the server receives each time. 2026-07-28 holds the accept until Continue; 2025-11-25
// (elicitationId) accepts on Open and waits for the completion notification.
import { act, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createElicitationQueue, type ElicitResult, parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog, ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, button, dialog, expectNoAxeViolations, resultSpy, tick } from './helpers.js';

const server = { name: 'cloud', title: 'Demo Cloud' };
const connection = { connection: 'cloud' };
const href = 'https://login.example.com/connect?session=42';
/** 2026-07-28: no elicitationId. */
const modern = { mode: 'url', message: 'Connect your account.', url: href } as const;
/** 2025-11-25: with elicitationId. */
const legacy = { ...modern, elicitationId: 'e-1' } as const;

afterEach(() => {
  vi.restoreAllMocks();
});

const status = () => dialog().querySelector('[role="status"].mcp-elicit-url-status') as HTMLElement;
const footerButtons = () =>
  within(dialog().querySelector('.mcp-elicit-footer:not([hidden])') as HTMLElement)
    .getAllByRole('button')
    .map((element) => element.textContent);

async function openDialog(props: Partial<Parameters<typeof ElicitationDialog>[0]> = {}) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const onResult = resultSpy();
  const onOpenUrl = vi.fn();
  const utils = render(
    <ElicitationDialog
      request={parseElicitRequest(modern)}
      server={server}
      onResult={onResult}
      onOpenUrl={onOpenUrl}
      {...props}
    />,
  );
  await animationsDone();
  return { open, onResult, onOpenUrl, ...utils };
}

describe('2026-07-28: accept on Continue', () => {
  it('when the user opens the link, should send nothing yet and wait: focus on "Finish on example.com, then continue", the change announced', async () => {
    const { open, onResult, onOpenUrl } = await openDialog();
    const live = status();
    expect(live.textContent).toBe('');
    await userEvent.click(button('Open'));
    expect(open.mock.calls).toStrictEqual([[href, '_blank', 'noopener,noreferrer']]);
    expect(onOpenUrl).toHaveBeenCalledTimes(1);
    expect(onResult).not.toHaveBeenCalled();

    const heading = screen.getByRole('heading', { name: 'Finish on example.com, then continue' });
    await expect.element(heading).toHaveFocus();
    // The same live region as before Open, so the new text is announced.
    expect(status()).toBe(live);
    expect(live).toHaveTextContent(
      'The page opened in a new tab. When you have finished there, choose Continue.',
    );
    expect(footerButtons()).toStrictEqual(['Cancel request', 'Continue']);
    expect(button('Open again')).toBeVisible();
    expect(button('Copy link')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when the user chooses Continue (twice, quickly), should accept once and close', async () => {
    const { onResult } = await openDialog();
    await userEvent.click(button('Open'));
    const proceed = button('Continue');
    await userEvent.dblClick(proceed);
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept' }]]);
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the user chooses Open again, should open the same address again and still wait', async () => {
    const { open, onResult, onOpenUrl } = await openDialog();
    await userEvent.click(button('Open'));
    await userEvent.click(button('Open again'));
    expect(open.mock.calls).toStrictEqual([
      [href, '_blank', 'noopener,noreferrer'],
      [href, '_blank', 'noopener,noreferrer'],
    ]);
    expect(onOpenUrl).toHaveBeenCalledTimes(1);
    expect(onResult).not.toHaveBeenCalled();
    expect(button('Continue')).toBeEnabled();
  });

  it('when the user cancels the request, should report cancel, once', async () => {
    const { onResult, unmount } = await openDialog();
    await userEvent.click(button('Open'));
    await userEvent.click(button('Cancel request'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
    unmount();
    await tick();
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('given the waiting state, Escape or a click outside asks first; Keep waiting keeps it, Cancel request cancels', async () => {
    const { onResult } = await openDialog();
    await userEvent.click(button('Open'));
    await userEvent.keyboard('{Escape}');
    const keep = button('Keep waiting');
    await expect.element(keep).toHaveFocus();
    expect(screen.getByText('Stop waiting and cancel the request?')).toBeVisible();
    expect(
      screen.getByText('Demo Cloud is told you cancelled. Anything you did on example.com stays there.'),
    ).toBeVisible();
    // Escape again answers the question the safe way.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Stop waiting and cancel the request?')).toBeNull();
    expect(onResult).not.toHaveBeenCalled();

    // Coming back to the tab, the first click lands outside the dialog.
    const overlay = document.querySelector('.mcp-elicit-overlay') as HTMLElement;
    await userEvent.click(overlay, { position: { x: 5, y: 5 } });
    await expect.element(button('Keep waiting')).toHaveFocus();
    await userEvent.click(button('Keep waiting'));
    expect(onResult).not.toHaveBeenCalled();
    expect(button('Continue')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(dialog().querySelector('.mcp-elicit-confirm') as HTMLElement).getByRole('button', {
        name: 'Cancel request',
      }),
    );
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
  });

  it('given the keyboard only, when the user tabs through and presses Enter on Continue, should reach Open again, Copy link, Cancel request and Continue, and accept', async () => {
    const { open, onResult } = await openDialog();
    // Focus starts on the heading, never on a button: Tab to Open and press Enter.
    for (let press = 0; press < 10 && document.activeElement?.textContent !== 'Open'; press++) {
      await userEvent.keyboard('{Tab}');
    }
    expect(document.activeElement?.textContent).toBe('Open');
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(1);
    const reached: string[] = [];
    for (let press = 0; press < 8; press++) {
      await userEvent.keyboard('{Tab}');
      const name = document.activeElement?.textContent ?? '';
      if (!reached.includes(name)) reached.push(name);
      if (name === 'Continue') break;
    }
    expect(reached).toEqual(
      expect.arrayContaining(['Open again', 'Copy link', 'Cancel request', 'Continue']),
    );
    await userEvent.keyboard('{Enter}');
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept' }]]);
  });

  it('when the dialog unmounts while waiting, should report cancel once (StrictMode included)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onResult = resultSpy();
    const { unmount } = render(
      <StrictMode>
        <ElicitationDialog request={modern} server={server} onResult={onResult} />
      </StrictMode>,
    );
    await animationsDone();
    await userEvent.click(button('Open'));
    expect(open).toHaveBeenCalledTimes(1);
    unmount();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
  });

  it('when the request is aborted while waiting, should lock, say nothing was sent, and report nothing', async () => {
    const controller = new AbortController();
    const { onResult, unmount } = await openDialog({ signal: controller.signal });
    await userEvent.click(button('Open'));
    act(() => controller.abort());
    await expect.element(screen.getByText('This request has expired')).toBeVisible();
    expect(screen.getByText(/Nothing was sent/)).toBeVisible();
    expect(within(dialog()).queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Open again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    unmount();
    await tick();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given notFinished, should open waiting with the notice read with the heading, and Continue accepts', async () => {
    const { onResult } = await openDialog({ notFinished: true });
    const heading = screen.getByRole('heading', { name: 'Finish on example.com, then continue' });
    await expect.element(heading).toHaveFocus();
    const notice = document.getElementById(heading.getAttribute('aria-describedby') ?? '');
    expect(notice).toHaveTextContent(
      'Not finished yet: Demo Cloud says the step on example.com is not done. Finish it there, then choose Continue again.',
    );
    expect(within(dialog()).queryByRole('button', { name: 'Open' })).toBeNull();
    expect(footerButtons()).toStrictEqual(['Cancel request', 'Continue']);
    await expectNoAxeViolations();
    await userEvent.click(button('Continue'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept' }]]);
  });

  it('given completed while waiting (a -32042 prerequisite), should report the held accept and confirm it', async () => {
    const { onResult, rerender } = await openDialog({
      request: parseElicitRequest(legacy),
      urlAccept: 'on-continue',
    });
    await userEvent.click(button('Open'));
    expect(onResult).not.toHaveBeenCalled();
    rerender(
      <ElicitationDialog
        request={parseElicitRequest(legacy)}
        server={server}
        onResult={onResult}
        urlAccept="on-continue"
        completed
      />,
    );
    await expect.element(screen.getByRole('heading', { name: 'Done on example.com' })).toHaveFocus();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept' }]]);
  });
});

describe('2025-11-25: accept on Open, closed by the completion notification', () => {
  it('when the user opens the link, should accept at once; completed then confirms it, Close closes', async () => {
    const request = parseElicitRequest(legacy);
    const { onResult, rerender } = await openDialog({ request });
    await userEvent.click(button('Open'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept' }]]);
    await expect.element(screen.getByRole('heading', { name: 'Finish on example.com' })).toHaveFocus();
    expect(footerButtons()).toStrictEqual(['Dismiss']);

    rerender(<ElicitationDialog request={request} server={server} onResult={onResult} completed />);
    await expect.element(screen.getByRole('heading', { name: 'Done on example.com' })).toHaveFocus();
    expect(status()).toHaveTextContent('Demo Cloud confirmed that the step is finished.');
    expect(within(dialog()).queryByRole('button', { name: 'Open again' })).toBeNull();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('given the waiting state, Escape just closes: the server already has its answer', async () => {
    const { onResult } = await openDialog({ request: parseElicitRequest(legacy) });
    await userEvent.click(button('Open'));
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept' }]]);
  });
});

describe('ElicitationProvider: URL requests through the queue', () => {
  it('given a 2026-07-28 request, Open keeps it waiting in the queue; Continue accepts; the server asking again shows "not finished yet"', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} />);
    let first!: Promise<ElicitResult>;
    act(() => {
      first = queue.present(modern, { server, source: connection });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(queue.snapshot().current).toMatchObject({ state: 'waiting', answered: false });
    await userEvent.click(button('Continue'));
    await expect(first).resolves.toEqual({ action: 'accept' });

    // The client retried with that accept; the server says the step is not done and asks again.
    let second!: Promise<ElicitResult>;
    act(() => {
      second = queue.present(modern, { server, source: connection });
    });
    await expect.element(screen.getByText(/^Not finished yet:/)).toBeVisible();
    expect(within(dialog()).queryByRole('button', { name: 'Open' })).toBeNull();
    await userEvent.click(button('Continue'));
    await expect(second).resolves.toEqual({ action: 'accept' });
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given a 2025-11-25 request, Open accepts and the completion notification closes the entry after a short confirmation', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} />);
    let answer!: Promise<ElicitResult>;
    act(() => {
      answer = queue.present(legacy, { server, source: connection });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await expect(answer).resolves.toEqual({ action: 'accept' });
    await expect.element(screen.getByRole('heading', { name: 'Finish on example.com' })).toBeVisible();
    act(() => {
      expect(queue.complete('e-1', connection)).toBe(true);
    });
    await expect.element(screen.getByRole('heading', { name: 'Done on example.com' })).toBeVisible();
    await expect.poll(() => screen.queryByRole('dialog'), { timeout: 6000 }).toBeNull();
    expect(queue.snapshot().current).toBeUndefined();
    // Late notification: harmless.
    expect(queue.complete('e-1', connection)).toBe(false);
  });

  it('given a 2025-11-25 waiting entry, Dismiss takes it off and shows the next request', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} />);
    act(() => {
      void queue.present(legacy, { server, source: connection });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    act(() => {
      void queue.present({ ...modern, message: 'And another one.' }, { server, source: connection });
    });
    await expect.element(screen.getByText('1 of 2')).toBeVisible();
    await userEvent.click(button('Dismiss'));
    await expect.element(screen.getByText('And another one.')).toBeVisible();
    expect(queue.snapshot().waiting).toEqual([]);
  });
});
