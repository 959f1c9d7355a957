/**
 * React 19's `<Activity mode="hidden">` (a tab the host hides, say) tears effects down but keeps state and
 * DOM: the request is still pending, not cancelled. Removing the component, shown or hidden, is an
 * unmount: `cancel`, once. (Skipped on React 18, which has no Activity.)
 */
import { act, render, screen } from '@testing-library/react';
import { Activity, type ReactNode, StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createElicitationQueue, type ElicitResult } from '../../src/core/index.js';
import { ElicitationDialog, ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, button, resultSpy, tick } from './helpers.js';

const params = {
  message: 'Name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
};
const server = { name: 'tabs', title: 'Tabs' };

function Tab({
  visible,
  shown = true,
  children,
}: {
  visible: boolean;
  shown?: boolean;
  children: ReactNode;
}) {
  return (
    <StrictMode>{shown && <Activity mode={visible ? 'visible' : 'hidden'}>{children}</Activity>}</StrictMode>
  );
}

describe.skipIf(Activity === undefined)('under <Activity>', () => {
  it('given a dialog with a draft, when its Activity is hidden and shown again, should keep the request pending and the draft', async () => {
    const onResult = resultSpy();
    const dialog = <ElicitationDialog request={params} server={server} onResult={onResult} review={false} />;
    const { rerender } = render(<Tab visible>{dialog}</Tab>);
    await animationsDone();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    rerender(<Tab visible={false}>{dialog}</Tab>);
    await tick();
    await tick();
    expect(onResult).not.toHaveBeenCalled();
    rerender(<Tab visible>{dialog}</Tab>);
    await tick();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it('given a dialog, when it is removed while shown, should report cancel once', async () => {
    const onResult = resultSpy();
    const dialog = <ElicitationDialog request={params} server={server} onResult={onResult} />;
    const { rerender } = render(<Tab visible>{dialog}</Tab>);
    await animationsDone();
    rerender(
      <Tab visible shown={false}>
        {dialog}
      </Tab>,
    );
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
  });

  it('given a hidden dialog, when it is removed while hidden, should still report cancel once', async () => {
    const onResult = resultSpy();
    const dialog = <ElicitationDialog request={params} server={server} onResult={onResult} />;
    const { rerender, unmount } = render(<Tab visible>{dialog}</Tab>);
    await animationsDone();
    rerender(<Tab visible={false}>{dialog}</Tab>);
    await tick();
    expect(onResult).not.toHaveBeenCalled();
    rerender(
      <Tab visible={false} shown={false}>
        {dialog}
      </Tab>,
    );
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
    unmount();
    await tick();
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('given the provider with pending requests, when hidden and shown again, should keep them pending; when removed, cancel them', async () => {
    const queue = createElicitationQueue();
    const provider = <ElicitationProvider queue={queue} />;
    const { rerender } = render(<Tab visible>{provider}</Tab>);
    const source = {};
    const results: Promise<ElicitResult>[] = [];
    act(() => {
      results.push(queue.present(params, { server, source }));
      results.push(queue.present(params, { server, source }));
    });
    await animationsDone();
    rerender(<Tab visible={false}>{provider}</Tab>);
    await tick();
    rerender(<Tab visible>{provider}</Tab>);
    await tick();
    expect(queue.size).toBe(2);
    // Shown again, its opening animation replays.
    await animationsDone();
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toBeVisible();
    rerender(
      <Tab visible shown={false}>
        {provider}
      </Tab>,
    );
    await tick();
    await expect(Promise.all(results)).resolves.toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
  });
});
