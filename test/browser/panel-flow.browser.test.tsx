/**
 * `useElicitationFlow` drives a presentation the host wrote itself, using only what the hook returns: the same
 * answers, exactly once, as our dialog and panel.
 */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ResultHandler } from '../../src/core/index.js';
import { useElicitationFlow } from '../../src/react/index.js';
import { resultSpy, tick } from './helpers.js';

const server = { name: 'files', title: 'Files' };
const rename = {
  message: 'New name for the file?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' } },
    required: ['name'],
  },
};

function HostCard({
  params,
  onResult,
  signal,
}: {
  params: unknown;
  onResult: ResultHandler;
  signal?: AbortSignal;
}) {
  const flow = useElicitationFlow(params, { server, onResult, signal });
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  if (!flow.open) return <p role="status">Answered: {flow.result?.action}</p>;
  return (
    <article {...flow.getRootProps()}>
      {flow.anchor}
      <h3 {...flow.getTitleProps()}>
        {flow.serverName}: {flow.request?.message}
      </h3>
      {flow.expired && <p role="status">Too late</p>}
      <label>
        Name <input value={name} disabled={flow.locked} onChange={(event) => setName(event.target.value)} />
      </label>
      <button
        type="button"
        disabled={flow.locked}
        onClick={() => setProblems(flow.accept(name ? { name } : {}).map((error) => error.message))}
      >
        OK
      </button>
      {problems.length > 0 && <p role="alert">{problems.join(' ')}</p>}
      <button type="button" disabled={flow.locked} onClick={flow.decline}>
        No
      </button>
      <button type="button" disabled={flow.locked} onClick={flow.cancel}>
        Later
      </button>
      <button type="button" onClick={flow.dismiss}>
        Close
      </button>
      {flow.asking === 'discard' && (
        <p>
          Throw it away?{' '}
          <button type="button" onClick={flow.confirm}>
            Yes
          </button>
          <button type="button" onClick={flow.keepGoing}>
            Keep
          </button>
        </p>
      )}
    </article>
  );
}

function Refused({ onResult }: { onResult: ResultHandler }) {
  const flow = useElicitationFlow(
    { message: 'x', requestedSchema: { type: 'string' } },
    { server, onResult },
  );
  return (
    <>
      {flow.anchor}
      <p>{flow.error ? 'Cannot show' : 'Shown'}</p>
      <button type="button" onClick={flow.dismiss} disabled={!flow.open}>
        Close
      </button>
    </>
  );
}

/** The host's own input does not tell the flow it is dirty; ours does (isDirty). Here the host says so. */
function Dirty({ onResult }: { onResult: ResultHandler }) {
  const flow = useElicitationFlow(rename, { server, onResult });
  flow.isDirty.current = () => true;
  return (
    <section {...flow.getRootProps()}>
      {flow.anchor}
      <h3 {...flow.getTitleProps()}>Rename</h3>
      <button type="button" onClick={flow.dismiss}>
        Close
      </button>
      {flow.asking === 'discard' && (
        <button type="button" onClick={flow.confirm}>
          Discard
        </button>
      )}
      {!flow.open && <p>Closed</p>}
    </section>
  );
}

describe('useElicitationFlow behind a host-made presentation', () => {
  it.each([
    ['OK', { action: 'accept', content: { name: 'notes.txt' } }],
    ['No', { action: 'decline' }],
    ['Later', { action: 'cancel' }],
  ])('given the host button %s, should report %o exactly once', async (label, expected) => {
    const onResult = resultSpy();
    const { unmount } = render(<HostCard params={rename} onResult={onResult} />);
    expect(screen.getByRole('article', { name: 'Files: New name for the file?' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'notes.txt');
    await userEvent.dblClick(screen.getByRole('button', { name: label }));
    await expect.element(screen.getByRole('status')).toHaveTextContent(`Answered: ${expected.action}`);
    unmount();
    await tick();
    expect(onResult).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it('given content that breaks the schema, accept should send nothing and say why', async () => {
    const onResult = resultSpy();
    render(<HostCard params={rename} onResult={onResult} />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('This field is required.');
    expect(onResult).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'a.txt');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept', content: { name: 'a.txt' } });
  });

  it('given the host unmounts it unanswered, should report cancel once', async () => {
    const onResult = resultSpy();
    const { unmount } = render(<HostCard params={rename} onResult={onResult} />);
    unmount();
    await tick();
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
  });

  it('given an abort, should lock the host controls and report nothing', async () => {
    const onResult = resultSpy();
    const controller = new AbortController();
    const { unmount } = render(<HostCard params={rename} onResult={onResult} signal={controller.signal} />);
    act(() => controller.abort());
    await expect.element(screen.getByRole('status')).toHaveTextContent('Too late');
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    unmount();
    await tick();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given the refused raw params, should expose the error, and dismiss should report cancel', async () => {
    const onResult = resultSpy();
    render(<Refused onResult={onResult} />);
    expect(screen.getByText('Cannot show')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
  });

  it('given the user typed into a form of ours, a stray dismissal should ask first', async () => {
    const onResult = resultSpy();
    render(<Dirty onResult={onResult} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onResult).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    expect(screen.getByText('Closed')).toBeVisible();
  });
});
