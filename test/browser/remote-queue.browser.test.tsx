import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { RemoteElicitationQueue } from '../../src/core/index.js';
import { ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, expectNoAxeViolations } from './helpers.js';
import { formParams, newUser, startTestBridge, type TestBridge } from './remote-harness.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function bridge(options: { ttlMs?: number } = {}): Promise<TestBridge> {
  const started = await startTestBridge(options);
  cleanups.push(() => started.close());
  return started;
}

function track(queue: RemoteElicitationQueue): RemoteElicitationQueue {
  cleanups.push(() => queue.close());
  return queue;
}

const name = { type: 'string', title: 'Name' };

describe('createRemoteElicitationQueue against the real bridge', () => {
  it('given a request raised on the server when the person types and sends should land once with typed content', async () => {
    const server = await bridge();
    const user = newUser();
    const queue = track(server.queue(user));
    render(<ElicitationProvider queue={queue} />);
    const key = await server.present(
      user,
      formParams({ name, age: { type: 'integer', title: 'Age' } }, ['name']),
    );

    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: /Age/ }), '36');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.dblClick(send);

    expect(await server.result(key)).toEqual({ action: 'accept', content: { name: 'Ada', age: 36 } });
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(await server.received()).toHaveLength(1);
    expect(queue.snapshot().pending).toEqual([]);
  });

  it('given a request offering "remember my answer" through the bridge, when the person picks "For this session", the page should offer both scopes and the server get _meta.persist', async () => {
    const server = await bridge();
    const user = newUser();
    const queue = track(server.queue(user));
    render(<ElicitationProvider queue={queue} />);
    const key = await server.present(user, {
      ...formParams({ calendar: { type: 'string', title: 'Calendar' } }, ['calendar']),
      _meta: { persist: ['session', 'always'], 'example.com/trace': 'abc-1' },
    });

    await userEvent.type(await screen.findByRole('textbox', { name: /Calendar/ }), 'Work');
    expect(queue.snapshot().current?.request).toMatchObject({ persistOffer: ['session', 'always'] });
    await userEvent.click(screen.getByRole('radio', { name: 'For this session' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText(/Remembered for this session/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await server.result(key)).toEqual({
      action: 'accept',
      content: { calendar: 'Work' },
      _meta: { persist: 'session' },
    });
  });

  it('given the entry on screen should carry the bridge id, which a second post of the same id gets 409 for', async () => {
    const server = await bridge();
    const user = newUser();
    const queue = track(server.queue(user));
    render(<ElicitationProvider queue={queue} review={false} />);
    await server.present(user, formParams({ name }));
    await screen.findByRole('dialog');
    const id = queue.snapshot().current?.id as string;
    expect(id).not.toMatch(/^elicitation-/);
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Lin');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();

    const again = await server.post(user, id, { action: 'decline' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ action: 'accept', reason: 'answered' });
  });

  it('given a second user should show them nothing and answer 404 for the first user’s id', async () => {
    const server = await bridge();
    const first = newUser();
    const second = newUser();
    const mine = track(server.queue(first));
    const theirs = track(server.queue(second));
    render(
      <>
        <ElicitationProvider queue={theirs} />
        <p>page</p>
      </>,
    );
    const key = await server.present(first, formParams({ name }));
    await expect.poll(() => mine.snapshot().pending.length).toBe(1);
    const id = mine.snapshot().pending[0]?.id as string;
    // The other user's page has the same chance to see it, and shows nothing.
    await expect.poll(() => theirs.connection()).toBe('open');
    expect(theirs.snapshot().pending).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();

    const stolen = await server.post(second, id, { action: 'accept', content: { name: 'Mallory' } });
    expect(stolen.status).toBe(404);
    expect(await server.result(key, 200)).toBeUndefined();
  });

  it('given the MCP request aborted on the server when the form is open should lock it, saying the server stopped waiting', async () => {
    const server = await bridge();
    const user = newUser();
    const queue = track(server.queue(user));
    render(<ElicitationProvider queue={queue} />);
    const key = await server.present(user, formParams({ name }));
    const field = await screen.findByRole('textbox', { name: /Name/ });
    await userEvent.type(field, 'half');

    await server.abort(key);
    expect(await screen.findByText('The server stopped waiting — nothing was sent.')).toBeVisible();
    expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(await server.result(key)).toEqual({ action: 'cancel' });
  });

  it('given the TTL passing when the form is open should answer cancel and say it expired', async () => {
    const server = await bridge({ ttlMs: 1200 });
    const user = newUser();
    const queue = track(server.queue(user));
    render(<ElicitationProvider queue={queue} />);
    const key = await server.present(user, formParams({ name }));
    await screen.findByRole('dialog');

    expect(await server.result(key)).toEqual({ action: 'cancel' });
    expect(await screen.findByText('Expired — nothing was sent.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeDisabled();
  });

  it('given the stream dropped should show Reconnecting… then resume with nothing lost or shown twice', async () => {
    const server = await bridge();
    const user = newUser();
    const queue = track(server.queue(user, { reconnect: { initialMs: 1500, maxMs: 1500 } }));
    render(<ElicitationProvider queue={queue} review={false} />);
    await server.present(user, formParams({ name }, [], 'First?'));
    await screen.findByText('First?');
    await expect.poll(() => queue.connection()).toBe('open');

    expect(await server.dropStreams()).toBe(1);
    const notice = await screen.findByText('Reconnecting…');
    // The dialog may still be fading in on a busy machine; its final opacity is what the person sees.
    await animationsDone();
    expect(notice).toBeVisible();
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // Raised while the page is away: it must arrive on the resumed stream.
    await server.present(user, formParams({ name }, [], 'Second?'));

    await expect.poll(() => queue.connection(), { timeout: 5000 }).toBe('open');
    await expect.poll(() => screen.queryByText('Reconnecting…')).toBeNull();
    await expect
      .poll(() => queue.snapshot().pending.map((entry) => entry.request.message))
      .toEqual(['First?', 'Second?']);
    expect(screen.getByText('1 of 2')).toBeVisible();
  });

  it('given the reconnecting notice in the dialog should pass axe', async () => {
    const server = await bridge();
    const user = newUser();
    const queue = track(server.queue(user, { reconnect: { initialMs: 3000, maxMs: 3000 } }));
    render(<ElicitationProvider queue={queue} />);
    await server.present(user, formParams({ name }));
    await screen.findByRole('dialog');
    await expect.poll(() => queue.connection()).toBe('open');
    await server.dropStreams();
    const notice = await screen.findByText('Reconnecting…');
    await act(async () => {
      await animationsDone();
      expect(notice).toBeVisible();
      await expectNoAxeViolations();
    });
  });
});
