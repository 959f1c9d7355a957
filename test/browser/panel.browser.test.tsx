/**
 * The inline panel in a chat transcript: it arrives without taking focus, is complete by keyboard, ends as a
 * read-only record that survives a reload, and answers each request exactly once.
 */
import { act, render, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ElicitResult } from '../../src/core/index.js';
import { ElicitationPanel, type ElicitationRecord } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { expectNoAxeViolations, resultSpy, tick } from './helpers.js';

const server = { name: 'travel', title: 'Travel Server' };
const profile = () => ({
  mode: 'form',
  message: 'Who is travelling?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      seat: {
        type: 'string',
        title: 'Seat',
        oneOf: [
          { const: 'w', title: 'Window' },
          { const: 'a', title: 'Aisle' },
        ],
      },
      password: { type: 'string', title: 'Password' },
    },
    required: ['name'],
  },
});
const confirmation = { message: 'Book the 9:40 train?', requestedSchema: { type: 'object', properties: {} } };

function Transcript({ children }: { children?: React.ReactNode }) {
  return (
    <main>
      <div role="log" aria-label="Conversation" style={{ height: 300, overflowY: 'auto' }}>
        {Array.from({ length: 50 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of filler messages
          <p key={index}>Message {index + 1}: some text of the conversation so far.</p>
        ))}
        {children}
      </div>
      <label>
        Your message <input type="text" />
      </label>
    </main>
  );
}

/** A panel by the start of its name (its heading; the message follows). */
const panelNamed = (name: RegExp | string) =>
  screen.getByRole('region', { name: typeof name === 'string' ? new RegExp(`^${name} `) : name });

/** Re-renders every 5 ms with new params and a new server object, as a streaming chat does. */
function TickingParent() {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTicks((count) => count + 1), 5);
    return () => clearInterval(timer);
  }, []);
  return (
    <Transcript>
      <p>Tick {ticks}</p>
      <ElicitationPanel request={profile()} server={{ ...server }} onResult={() => undefined} />
    </Transcript>
  );
}

describe('ElicitationPanel in a transcript', () => {
  it('given the user typing in the composer, when a panel arrives, should steal no focus and the typing should continue', async () => {
    const onResult = resultSpy();
    const { rerender } = render(<Transcript />);
    const composer = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.click(composer);
    await userEvent.keyboard('hel');
    rerender(
      <Transcript>
        <ElicitationPanel request={profile()} server={server} onResult={onResult} />
      </Transcript>,
    );
    await expect.element(panelNamed('Travel Server is asking for information')).toBeVisible();
    await userEvent.keyboard('lo');
    expect(composer).toHaveFocus();
    expect(composer).toHaveValue('hello');
    expect(onResult).not.toHaveBeenCalled();
    // No overlay, no modal: the rest of the page stays reachable and scrollable.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('given only a keyboard, should Tab into the panel, fill, review and send', async () => {
    const onResult = resultSpy();
    render(
      <>
        <button type="button">Before</button>
        <ElicitationPanel request={profile()} server={server} onResult={onResult} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await userEvent.keyboard('Ada{Enter}');
    await expect.element(screen.getByRole('heading', { name: 'Review your answer' })).toHaveFocus();
    for (let step = 0; step < 10 && document.activeElement?.textContent !== 'Send'; step++)
      await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
    await userEvent.keyboard('{Enter}');
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { name: 'Ada' } });
    // Focus was in the panel: it stays there, on the record's heading.
    await expect.element(screen.getByRole('heading', { name: 'Request from Travel Server' })).toHaveFocus();
  });

  it('given an answer, should leave a record with what was sent (secrets masked), and the same record after a reload', async () => {
    const onRecord = vi.fn<(record: ElicitationRecord) => void>();
    const onResult = resultSpy();
    const { unmount } = render(
      <Transcript>
        <ElicitationPanel
          request={profile()}
          server={server}
          onResult={onResult}
          onRecord={onRecord}
          review={false}
        />
      </Transcript>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await userEvent.click(screen.getByRole('radio', { name: 'Aisle' }));
    await userEvent.type(screen.getByLabelText(/Password/), 'hunter2');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const panel = panelNamed('Request from Travel Server');
    await expect.element(within(panel).getByText('You sent 3 answers.')).toBeVisible();
    // Compact: the values wait behind a disclosure, not a full card per past request.
    expect(within(panel).getByText('Ada')).not.toBeVisible();
    await userEvent.click(within(panel).getByText('What you sent'));
    await expect.element(within(panel).getByText('You sent:')).toBeVisible();
    expect(within(panel).getByText('Ada')).toBeVisible();
    expect(within(panel).getByText('Aisle')).toBeVisible();
    expect(within(panel).queryByText('hunter2')).toBeNull();
    expect(within(panel).getByText('hidden')).toBeVisible();
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(within(panel).queryByRole('textbox')).toBeNull();
    await expectNoAxeViolations();

    expect(onRecord).toHaveBeenCalledTimes(1);
    const record = onRecord.mock.calls[0]?.[0] as ElicitationRecord;
    expect(record).toMatchObject({
      outcome: 'sent',
      mode: 'form',
      message: 'Who is travelling?',
      result: { action: 'accept', content: { name: 'Ada', seat: 'a', password: 'hunter2' } },
      fields: [
        { label: 'Name', value: 'Ada' },
        { label: 'Seat', value: 'Aisle' },
        { label: 'Password', masked: true },
      ],
    });
    const shown = panel.textContent;
    const saved = JSON.stringify(record);
    unmount();
    await tick();
    expect(onResult).toHaveBeenCalledTimes(1);

    render(
      <Transcript>
        <ElicitationPanel record={JSON.parse(saved) as ElicitationRecord} />
      </Transcript>,
    );
    expect(panelNamed('Request from Travel Server').textContent).toBe(shown);
  });

  it('given two live panels, when answered in either order, should report each exactly once', async () => {
    for (const order of [
      ['First', 'Second'],
      ['Second', 'First'],
    ] as const) {
      const results: Record<string, ElicitResult[]> = { First: [], Second: [] };
      const { unmount } = render(
        <Transcript>
          {(['First', 'Second'] as const).map((name) => (
            <ElicitationPanel
              key={name}
              request={{ message: `${name} question?`, requestedSchema: { type: 'object', properties: {} } }}
              server={{ name, title: name }}
              onResult={(result) => {
                results[name]?.push(result);
              }}
            />
          ))}
        </Transcript>,
      );
      const [a, b] = order;
      await userEvent.click(
        within(panelNamed(new RegExp(`${a} question\\?$`))).getByRole('button', { name: 'Confirm' }),
      );
      await userEvent.click(
        within(panelNamed(new RegExp(`${b} question\\?$`))).getByRole('button', { name: 'Decline' }),
      );
      await userEvent.dblClick(within(panelNamed(new RegExp(`${a} question\\?$`))).getByRole('heading'));
      unmount();
      await tick();
      expect(results[a]).toEqual([{ action: 'accept', content: {} }]);
      expect(results[b]).toEqual([{ action: 'decline' }]);
    }
  });

  it('given a parent that re-renders with new params while the user types in the panel, should keep the typing', async () => {
    render(<TickingParent />);
    const name = screen.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Grace Hopper');
    await expect.element(screen.getByText(/Tick [1-9]/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Grace Hopper');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
  });

  it.each([
    ['a confirmation', confirmation, 'heading'],
    ['a form', profile(), 'field'],
  ])(
    'given %s with autoFocus, when Enter is pressed as it appears, should neither send nor decline',
    async (_, request, target) => {
      const onResult = resultSpy();
      render(<ElicitationPanel request={request} server={server} onResult={onResult} autoFocus />);
      const focused = await vi.waitFor(
        () => {
          const active = document.activeElement;
          if (!active || active === document.body) throw new Error('nothing focused yet');
          return active;
        },
        { timeout: 30_000 },
      );
      expect(focused.tagName).toBe(target === 'heading' ? 'H2' : 'INPUT');
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{Enter}');
      await tick();
      expect(onResult).not.toHaveBeenCalled();
    },
  );

  it('given Escape or a click elsewhere, should dismiss nothing', async () => {
    const onResult = resultSpy();
    render(
      <Transcript>
        <ElicitationPanel request={profile()} server={server} onResult={onResult} />
      </Transcript>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('textbox', { name: 'Your message' }));
    await tick();
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ada');
  });

  it('given a record, should leave room between its last line and its border', async () => {
    render(<ElicitationPanel request={confirmation} server={server} onResult={resultSpy()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const outcome = await screen.findByText('You declined.');
    const panel = outcome.closest('section') as HTMLElement;
    // The dialog's body rules come earlier in the stylesheet; the panel's own must still win.
    const room = panel.getBoundingClientRect().bottom - outcome.getBoundingClientRect().bottom;
    expect(room).toBeGreaterThanOrEqual(12);
  });

  it('given an explicit Cancel after typing, should report cancel at once and record "Cancelled — nothing was sent"', async () => {
    const onResult = resultSpy();
    render(<ElicitationPanel request={profile()} server={server} onResult={onResult} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    await expect.element(screen.getByText('Cancelled — nothing was sent.')).toBeVisible();
  });

  it('should be axe clean live, and as every record state', async () => {
    const { unmount } = render(
      <Transcript>
        <ElicitationPanel request={profile()} server={server} onResult={() => undefined} />
      </Transcript>,
    );
    await expect.element(screen.getByRole('textbox', { name: /Name/ })).toBeVisible();
    await expectNoAxeViolations();
    unmount();

    const outcomes = [
      ['sent', 'You sent 1 answer.'],
      ['declined', 'You declined.'],
      ['dismissed', 'Cancelled — nothing was sent.'],
      ['expired', 'Expired — nothing was sent.'],
      ['failed', 'Your answer could not be delivered.'],
      ['opened', 'Opened example.com.'],
    ] as const;
    for (const [outcome, text] of outcomes) {
      const record: ElicitationRecord = {
        version: 1,
        outcome,
        server,
        mode: outcome === 'opened' ? 'url' : 'form',
        message: 'A request',
        at: 0,
        ...(outcome === 'opened' ? { site: 'example.com' } : {}),
        ...(outcome === 'sent' ? { fields: [{ label: 'Name', value: 'Ada' }] } : {}),
      };
      const view = render(
        <Transcript>
          <ElicitationPanel record={record} />
        </Transcript>,
      );
      await expect.element(screen.getByText(text)).toBeVisible();
      await expectNoAxeViolations();
      view.unmount();
    }
  });
});

describe('ElicitationPanel endings', () => {
  it('given the signal aborts, should show "Expired — nothing was sent" and report nothing', async () => {
    const onResult = resultSpy();
    const onRecord = vi.fn<(record: ElicitationRecord) => void>();
    const controller = new AbortController();
    const { unmount } = render(
      <ElicitationPanel
        request={profile()}
        server={server}
        onResult={onResult}
        onRecord={onRecord}
        signal={controller.signal}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    act(() => controller.abort());
    await expect.element(screen.getByText('Expired — nothing was sent.')).toBeVisible();
    // The receipt (issue 32) says nothing was sent.
    expect(onRecord).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ outcome: 'expired' }),
      expect.objectContaining({ sent: null }),
    );
    expect(onRecord.mock.calls[0]?.[0]).not.toHaveProperty('result');
    unmount();
    await tick();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given Decline, should record "You declined."', async () => {
    const onResult = resultSpy();
    render(<ElicitationPanel request={confirmation} server={server} onResult={onResult} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'decline' });
    await expect.element(screen.getByText('You declined.')).toBeVisible();
  });

  it('given a delivery that fails, should say so, then record it as not delivered', async () => {
    const onResult = vi.fn(() => Promise.reject(new Error('offline')));
    render(<ElicitationPanel request={confirmation} server={server} onResult={onResult} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('could not be delivered');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect.element(screen.getByText('Your answer could not be delivered.')).toBeVisible();
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('given a URL request, when the user opens it and continues, should record "Opened example.com."', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const onResult = resultSpy();
    const onOpenUrl = vi.fn();
    render(
      <ElicitationPanel
        request={{ mode: 'url', message: 'Sign in', url: 'https://login.example.com/start' }}
        server={server}
        onResult={onResult}
        onOpenUrl={onOpenUrl}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onOpenUrl).toHaveBeenCalledTimes(1);
    expect(onResult).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept' });
    await expect.element(screen.getByText('Opened example.com.')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('given Continue whose delivery takes a while, should say it is checking with the server, locked, then record it opened', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    let deliver: () => void = () => undefined;
    const onResult = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          deliver = resolve;
        }),
    );
    render(
      <ElicitationPanel
        request={{ mode: 'url', message: 'Sign in', url: 'https://login.example.com/start' }}
        server={server}
        onResult={onResult}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Checking with Travel Server that you have finished on example.com…');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeDisabled();
    act(() => deliver());
    expect(await screen.findByText('Opened example.com.')).toBeVisible();
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept' });
  });
});
