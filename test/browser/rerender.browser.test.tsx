/**
 * Typing survives the host: a parent that re-renders every 50 ms and on each keystroke (a chat message
 * arriving, a clock), building the request, the schema, the server and the callbacks anew each time, as
 * the README's and the TSDoc's own usage does.
 */
import { act, render, screen } from '@testing-library/react';
import { type ReactNode, useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createElicitationQueue, type ElicitResult, parseElicitRequest } from '../../src/core/index.js';
import { ElicitationDialog, ElicitationForm, ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, button, resultSpy } from './helpers.js';

/** What a server sends: built as a fresh literal wherever it is used. */
const wireParams = () => ({
  mode: 'form',
  message: 'Who are you?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      city: { type: 'string', title: 'City' },
    },
    required: ['name'],
  },
});

let renders = 0;

/** A host page that re-renders every 50 ms and on every key press, and renders `children()` anew each time. */
function BusyHost({ children }: { children: (tick: number) => ReactNode }) {
  const [tick, setTick] = useState(0);
  renders++;
  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), 50);
    return () => clearInterval(timer);
  }, []);
  // Key presses in the (portalled) dialog bubble here through the React tree.
  return (
    <div onKeyDownCapture={() => setTick((value) => value + 1)}>
      <p>Last message {tick}</p>
      {children(tick)}
    </div>
  );
}

/** Types like a person: one key at a time, slow enough for the host to re-render in between. */
async function typeSlowly(input: HTMLElement, text: string): Promise<void> {
  await userEvent.click(input);
  for (const char of text) {
    await userEvent.keyboard(char);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

/** A host whose request changes content when its (hidden) button is clicked. */
function ChangingHost({ onResult }: { onResult: ReturnType<typeof resultSpy> }) {
  const [message, setMessage] = useState('First question');
  return (
    <>
      <ElicitationDialog
        request={{ ...wireParams(), message }}
        server={{ name: 'busy' }}
        onResult={onResult}
      />
      {/* Outside the modal dialog, so driven from the test rather than clicked. */}
      <button type="button" hidden onClick={() => setMessage('Second question')}>
        next
      </button>
    </>
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('a parent that re-renders while the user types', () => {
  it('given request={parseElicitRequest(params)} rebuilt on every render, should keep every keystroke and send it', async () => {
    renders = 0;
    const onResult = resultSpy();
    render(
      <BusyHost>
        {() => (
          <ElicitationDialog
            request={parseElicitRequest(wireParams())}
            server={{ name: 'busy', title: 'Busy Server' }}
            onResult={(result) => onResult(result)}
          />
        )}
      </BusyHost>,
    );
    await animationsDone();
    const before = renders;
    await typeSlowly(textbox('Name'), 'Ada Lovelace');
    await typeSlowly(textbox('City'), 'London');
    expect(renders - before).toBeGreaterThan(20);
    expect(textbox('Name')).toHaveValue('Ada Lovelace');
    expect(textbox('City')).toHaveValue('London');
    await userEvent.click(button('Review'));
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([
      [{ action: 'accept', content: { name: 'Ada Lovelace', city: 'London' } }],
    ]);
  });

  it('given the raw params as a new object on every render, should keep every keystroke, errors included', async () => {
    renders = 0;
    const onResult = resultSpy();
    render(
      <BusyHost>
        {() => <ElicitationDialog request={wireParams()} server={{ name: 'busy' }} onResult={onResult} />}
      </BusyHost>,
    );
    await animationsDone();
    const before = renders;
    await typeSlowly(textbox('Name'), 'A');
    await userEvent.tab();
    await expect.element(screen.getByText('Enter at least 2 characters.')).toBeVisible();
    await typeSlowly(textbox('City'), 'Paris');
    expect(renders - before).toBeGreaterThan(5);
    expect(textbox('Name')).toHaveValue('A');
    expect(screen.getByText('Enter at least 2 characters.')).toBeVisible();
    expect(textbox('City')).toHaveValue('Paris');
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given <ElicitationForm schema={{…}} /> with a literal schema, should keep every keystroke and submit it', async () => {
    renders = 0;
    const onSubmit = vi.fn();
    render(
      <BusyHost>
        {() => (
          <ElicitationForm
            schema={{
              type: 'object',
              properties: { name: { type: 'string', title: 'Name' } },
              required: ['name'],
            }}
            onSubmit={(content) => onSubmit(content)}
          />
        )}
      </BusyHost>,
    );
    const before = renders;
    await typeSlowly(textbox('Name'), 'Grace Hopper');
    expect(renders - before).toBeGreaterThan(10);
    await userEvent.click(button('Submit'));
    expect(onSubmit.mock.calls).toStrictEqual([[{ name: 'Grace Hopper' }]]);
  });

  it('given <ElicitationProvider> in a busy page, should keep every keystroke of the shown request', async () => {
    renders = 0;
    const queue = createElicitationQueue();
    render(
      <BusyHost>
        {(tick) => (
          <ElicitationProvider queue={queue} review={false} messages={{ 'action.cancel': 'Cancel' }}>
            <p>Page content {tick}</p>
          </ElicitationProvider>
        )}
      </BusyHost>,
    );
    let answer!: Promise<ElicitResult>;
    act(() => {
      answer = queue.present(wireParams(), { server: { name: 'busy' }, source: {} });
    });
    await animationsDone();
    const before = renders;
    await typeSlowly(textbox('Name'), 'Margaret');
    expect(renders - before).toBeGreaterThan(5);
    await userEvent.click(button('Send'));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'Margaret' } });
  });

  it('given a request with different content, should start a fresh form (and cancel the one it replaced)', async () => {
    const onResult = resultSpy();
    const { container } = render(<ChangingHost onResult={onResult} />);
    await animationsDone();
    await typeSlowly(textbox('Name'), 'Ada');
    act(() => container.querySelector('button')?.click());
    await expect.element(screen.getByText('Second question')).toBeVisible();
    expect(textbox('Name')).toHaveValue('');
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
  });
});
