/**
 * React 19's `<Activity mode="hidden">` (a tab the host hides, say) tears effects down but keeps state and
 * DOM: the request is still pending, not cancelled. Removing the component, shown or hidden, is an
 * unmount: `cancel`, once. Skipped, with the reason listed, on React 18, which has no Activity.
 */
import { act, render, screen } from '@testing-library/react';
import { type ReactNode, StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createElicitationQueue, type ElicitContent, type ElicitResult } from '../../src/core/index.js';
import { ElicitationDialog, ElicitationForm, ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, button, resultSpy, tick } from './helpers.js';
import { activityOrSkip } from './react-features.js';

const params = {
  message: 'Name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
};
const server = { name: 'tabs', title: 'Tabs' };
type Activity = ReturnType<typeof activityOrSkip>;

const citySchema = {
  type: 'object',
  properties: { city: { type: 'string', title: 'City' } },
  required: ['city'],
};

/** A host whose pane with the form can be hidden (kept alive) by `<Activity>`. */
function PaneHost({
  Activity,
  onSubmit,
}: {
  Activity: Activity;
  onSubmit: (content: ElicitContent) => void;
}) {
  const [visible, setVisible] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setVisible(!visible)}>
        {visible ? 'Hide pane' : 'Show pane'}
      </button>
      <Activity mode={visible ? 'visible' : 'hidden'}>
        <ElicitationForm schema={citySchema} onSubmit={onSubmit} />
      </Activity>
    </>
  );
}

function Tab({
  Activity,
  visible,
  shown = true,
  children,
}: {
  Activity: Activity;
  visible: boolean;
  shown?: boolean;
  children: ReactNode;
}) {
  return (
    <StrictMode>{shown && <Activity mode={visible ? 'visible' : 'hidden'}>{children}</Activity>}</StrictMode>
  );
}

describe('under <Activity>', () => {
  it('given a dialog with a draft, when its Activity is hidden and shown again, should keep the request pending and the draft', async (context) => {
    const Activity = activityOrSkip(context);
    const onResult = resultSpy();
    const dialog = <ElicitationDialog request={params} server={server} onResult={onResult} review={false} />;
    const { rerender } = render(
      <Tab Activity={Activity} visible>
        {dialog}
      </Tab>,
    );
    await animationsDone();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    rerender(
      <Tab Activity={Activity} visible={false}>
        {dialog}
      </Tab>,
    );
    await tick();
    await tick();
    expect(onResult).not.toHaveBeenCalled();
    rerender(
      <Tab Activity={Activity} visible>
        {dialog}
      </Tab>,
    );
    await tick();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it('given a dialog, when it is removed while shown, should report cancel once', async (context) => {
    const Activity = activityOrSkip(context);
    const onResult = resultSpy();
    const dialog = <ElicitationDialog request={params} server={server} onResult={onResult} />;
    const { rerender } = render(
      <Tab Activity={Activity} visible>
        {dialog}
      </Tab>,
    );
    await animationsDone();
    rerender(
      <Tab Activity={Activity} visible shown={false}>
        {dialog}
      </Tab>,
    );
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
  });

  it('given a hidden dialog, when it is removed while hidden, should still report cancel once', async (context) => {
    const Activity = activityOrSkip(context);
    const onResult = resultSpy();
    const dialog = <ElicitationDialog request={params} server={server} onResult={onResult} />;
    const { rerender, unmount } = render(
      <Tab Activity={Activity} visible>
        {dialog}
      </Tab>,
    );
    await animationsDone();
    rerender(
      <Tab Activity={Activity} visible={false}>
        {dialog}
      </Tab>,
    );
    await tick();
    expect(onResult).not.toHaveBeenCalled();
    rerender(
      <Tab Activity={Activity} visible={false} shown={false}>
        {dialog}
      </Tab>,
    );
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'cancel' }]]);
    unmount();
    await tick();
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('given the provider with pending requests, when hidden and shown again, should keep them pending; when removed, cancel them', async (context) => {
    const Activity = activityOrSkip(context);
    const queue = createElicitationQueue();
    const provider = <ElicitationProvider queue={queue} />;
    const { rerender } = render(
      <Tab Activity={Activity} visible>
        {provider}
      </Tab>,
    );
    const source = {};
    const results: Promise<ElicitResult>[] = [];
    act(() => {
      results.push(queue.present(params, { server, source }));
      results.push(queue.present(params, { server, source }));
    });
    await animationsDone();
    rerender(
      <Tab Activity={Activity} visible={false}>
        {provider}
      </Tab>,
    );
    await tick();
    rerender(
      <Tab Activity={Activity} visible>
        {provider}
      </Tab>,
    );
    await tick();
    expect(queue.size).toBe(2);
    // Shown again, its opening animation replays.
    await animationsDone();
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toBeVisible();
    rerender(
      <Tab Activity={Activity} visible shown={false}>
        {provider}
      </Tab>,
    );
    await tick();
    await expect(Promise.all(results)).resolves.toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
  });

  it('given a half-typed form, when the host hides its pane and shows it again, should keep the typing and send it', async (context) => {
    const Activity = activityOrSkip(context);
    const onSubmit = vi.fn<(content: ElicitContent) => void>();
    render(<PaneHost Activity={Activity} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Lis');

    await userEvent.click(screen.getByRole('button', { name: 'Hide pane' }));
    expect(screen.queryByRole('textbox', { name: /City/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show pane' }));

    const city = screen.getByRole('textbox', { name: /City/ });
    expect(city).toHaveValue('Lis');
    await userEvent.type(city, 'bon');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ city: 'Lisbon' });
  });
});
