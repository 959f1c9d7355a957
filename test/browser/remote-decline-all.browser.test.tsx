/**
 * "Decline all" for bridged requests (issue 28): the bridge's `pending` events carry an opaque `source` id per
 * connection, so the remote queue groups requests by connection as the in-page queue does and offers the same
 * "Decline all from …". Each of that connection's requests is declined exactly once on the MCP side, through the one
 * door (`respond`, POSTed), and one asked later over the connection is declined too; another connection's is not.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { RemoteElicitationQueue } from '../../src/core/index.js';
import { ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, button } from './helpers.js';
import { formParams, newUser, startTestBridge } from './remote-harness.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const name = { type: 'string', title: 'Name' };
const weather = { name: 'weather', title: 'Weather' };
const calendar = { name: 'calendar', title: 'Calendar' };

describe('Decline all on requests from the bridge', () => {
  it('given two requests over one connection and one over another, when the person declines all from the first, should decline each of its requests exactly once and leave the other', async () => {
    const server = await startTestBridge();
    cleanups.push(() => server.close());
    const user = newUser();
    const queue: RemoteElicitationQueue = server.queue(user);
    cleanups.push(() => queue.close());
    render(<ElicitationProvider queue={queue} />);

    const first = await server.present(
      user,
      formParams({ name }, [], 'First'),
      weather,
      'weather-connection',
    );
    const second = await server.present(
      user,
      formParams({ name }, [], 'Second'),
      weather,
      'weather-connection',
    );
    const other = await server.present(
      user,
      formParams({ name }, [], 'Other'),
      calendar,
      'calendar-connection',
    );
    await expect.poll(() => queue.snapshot().pending.length).toBe(3);
    await animationsDone();

    await userEvent.click(button('Decline all from Weather…'));
    await userEvent.click(button('Decline all'));
    expect(await server.result(first)).toEqual({ action: 'decline' });
    expect(await server.result(second)).toEqual({ action: 'decline' });
    await expect.element(screen.getByText('Other')).toBeVisible();

    // Asked later over the declined connection: declined at once, never shown.
    const later = await server.present(
      user,
      formParams({ name }, [], 'Later'),
      weather,
      'weather-connection',
    );
    expect(await server.result(later)).toEqual({ action: 'decline' });
    expect(await server.result(other, 50)).toBeUndefined();
    expect(queue.snapshot().pending.map((entry) => entry.request.message)).toEqual(['Other']);

    // Exactly once each: the MCP side got three declines and nothing else, and a second POST would be a 409.
    const received = await server.received();
    expect(received.map(({ key }) => key).sort()).toEqual([first, second, later].sort());
    expect(received.every(({ result }) => result.action === 'decline')).toBe(true);
  });

  it('given two requests over two connections of servers with the same name, should not group them (no Decline all)', async () => {
    const server = await startTestBridge();
    cleanups.push(() => server.close());
    const user = newUser();
    const queue = server.queue(user);
    cleanups.push(() => queue.close());
    render(<ElicitationProvider queue={queue} />);
    await server.present(user, formParams({ name }, [], 'One'), weather);
    await server.present(user, formParams({ name }, [], 'Two'), weather);
    await expect.element(screen.getByText('One')).toBeVisible();
    await animationsDone();
    expect(screen.queryByRole('button', { name: 'Decline all from Weather…' })).toBeNull();
  });
});
