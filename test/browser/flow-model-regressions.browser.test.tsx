/**
 * Counterexamples the model-based test (`flow-model.browser.test.tsx`) found, each kept as a plain example with
 * the shrunk sequence that showed it.
 */
import { act, render, screen } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  createElicitationQueue,
  ElicitationDialog,
  ElicitationPanel,
  ElicitationProvider,
  type ElicitResult,
} from '../../src/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, resultSpy, tick } from './helpers.js';
import { activityOrSkip } from './react-features.js';

const params = {
  message: 'Q1: your name, please',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name', minLength: 2 } },
    required: ['name'],
  },
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('found by the model-based test', () => {
  // Shrunk to [abort] (seed 2105): the focused Name field was disabled under the person's caret.
  it('given a dialog with focus in its field, when the request expires, should keep focus in the dialog, not on <body>', async () => {
    const controller = new AbortController();
    const onResult = resultSpy();
    render(
      <ElicitationDialog
        request={params}
        server={{ name: 'Alpha' }}
        signal={controller.signal}
        onResult={onResult}
      />,
    );
    await animationsDone();
    await expect.element(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    act(() => controller.abort());
    // Chromium moves focus off a disabled element at its next rendering step, not at once.
    await nextFrame();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(document.body);
    expect(onResult).not.toHaveBeenCalled();
  });
});

describe('found by the model-based test, under <Activity>', () => {
  // Shrunk to [cancelAll(), hide, present(form, Alpha), unmount and mount again, close(Alpha), abort(#1), show].
  it('given a provider mounted hidden with a request, when the connection closes and then its signal aborts, should show nothing once visible', async (context) => {
    const Activity = activityOrSkip(context);
    const queue = createElicitationQueue();
    const connection = { connection: 'alpha' };
    const controller = new AbortController();
    let answer!: Promise<ElicitResult>;
    act(() => {
      answer = queue.present(params, {
        server: { name: 'Alpha' },
        source: connection,
        signal: controller.signal,
      });
    });
    const host = (mode: 'hidden' | 'visible') => (
      <Activity mode={mode}>
        <ElicitationProvider queue={queue} />
      </Activity>
    );
    const { rerender } = render(host('hidden'));
    act(() => queue.cancelAll(connection));
    // The SDK aborts the request's signal when the connection closes: after the queue answered it.
    act(() => controller.abort());
    rerender(host('visible'));
    await tick();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    // Not an "expired" dialog: the request was answered before its signal aborted, and nothing waits.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  const views: [
    string,
    (props: { signal: AbortSignal; onResult: (result: ElicitResult) => void }) => ReactNode,
  ][] = [
    ['dialog', (props) => <ElicitationDialog request={params} server={{ name: 'Alpha' }} {...props} />],
    ['panel', (props) => <ElicitationPanel request={params} server={{ name: 'Alpha' }} {...props} />],
  ];
  for (const [view, show] of views) {
    // Shrunk to [hide (Activity), abort, unmount and show a new one].
    it(`given a hidden ${view}, when its request expires and the host then removes it, should report nothing`, async (context) => {
      const Activity = activityOrSkip(context);
      const controller = new AbortController();
      const onResult = resultSpy();
      const host = (mode: 'hidden' | 'visible', shown = true) => (
        // StrictMode as in the model's host: its extra effect run is part of what showed it.
        <StrictMode>
          <Activity mode={mode}>{shown && show({ signal: controller.signal, onResult })}</Activity>
        </StrictMode>
      );
      const { rerender } = render(host('visible'));
      await animationsDone();
      rerender(host('hidden'));
      await tick();
      act(() => controller.abort());
      await tick();
      rerender(host('hidden', false));
      await tick();
      // The server stopped waiting: a `cancel` now would answer a request that no longer exists.
      expect(onResult).not.toHaveBeenCalled();
    });

    it(`given a ${view} with its request unanswered, when the host hides it and removes it in the same task, should report cancel once`, async (context) => {
      const Activity = activityOrSkip(context);
      const onResult = resultSpy();
      const signal = new AbortController().signal;
      const host = (mode: 'hidden' | 'visible', shown = true) => (
        <StrictMode>
          <Activity mode={mode}>{shown && show({ signal, onResult })}</Activity>
        </StrictMode>
      );
      const { rerender } = render(host('visible'));
      await animationsDone();
      rerender(host('hidden'));
      rerender(host('hidden', false));
      await tick();
      expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
    });
  }
});
