import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { PendingElicitation, RemoteElicitationQueue } from '../../src/core/index.js';
import { ElicitationPanel, ElicitationProvider, usePendingElicitations } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { expectNoAxeViolations } from './helpers.js';
import { formParams, newUser, startTestBridge, type TestBridge } from './remote-harness.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function bridge(): Promise<TestBridge> {
  const started = await startTestBridge();
  cleanups.push(() => started.close());
  return started;
}

function track(queue: RemoteElicitationQueue): RemoteElicitationQueue {
  cleanups.push(() => queue.close());
  return queue;
}

/** A transcript: a panel per request, kept after it ended so its record stays. */
function Transcript({ queue }: { queue: RemoteElicitationQueue }) {
  const live = usePendingElicitations(queue);
  const [seen, setSeen] = useState<PendingElicitation[]>([]);
  const missing = live.filter((entry) => !seen.some((known) => known.id === entry.id));
  if (missing.length > 0) setSeen([...seen, ...missing]);
  return (
    <>
      {seen.map((entry) => (
        <ElicitationPanel key={entry.id} pending={entry} review={false} />
      ))}
    </>
  );
}

/** A tab: its own queue (its own stream), inline panels in its own region. */
function Tab({ label, queue }: { label: string; queue: RemoteElicitationQueue }) {
  return (
    <section aria-label={label}>
      <ElicitationProvider queue={queue} inline>
        <Transcript queue={queue} />
      </ElicitationProvider>
    </section>
  );
}

describe('remote queue in two tabs', () => {
  it('given two tabs of one user when one answers should take that answer and end the other saying where', async () => {
    const server = await bridge();
    const user = newUser();
    const left = track(server.queue(user));
    const right = track(server.queue(user));
    render(
      <main>
        <Tab label="Tab one" queue={left} />
        <Tab label="Tab two" queue={right} />
      </main>,
    );
    const key = await server.present(
      user,
      formParams({ name: { type: 'string', title: 'Name' } }, [], 'Who are you?'),
    );
    const one = within(screen.getByRole('region', { name: 'Tab one' }));
    const two = within(screen.getByRole('region', { name: 'Tab two' }));
    await userEvent.type(await two.findByRole('textbox', { name: /Name/ }), 'second');
    await userEvent.type(await one.findByRole('textbox', { name: /Name/ }), 'first');
    await userEvent.click(one.getByRole('button', { name: 'Send' }));

    expect(await server.result(key)).toEqual({ action: 'accept', content: { name: 'first' } });
    expect(await one.findByText('You sent 1 answer.')).toBeVisible();
    expect(await two.findByText('Answered in another tab.')).toBeVisible();
    expect(two.queryByRole('textbox')).toBeNull();
    expect(await server.received()).toHaveLength(1);
    // Each tab is its own page in life: checked apart (two equal records in one page would be two equal landmarks).
    await expectNoAxeViolations(screen.getByRole('region', { name: 'Tab one' }));
    await expectNoAxeViolations(screen.getByRole('region', { name: 'Tab two' }));
  });

  it('given both tabs sending at once should deliver one answer and end the loser with the winner’s record', async () => {
    const server = await bridge();
    const user = newUser();
    const left = track(server.queue(user));
    const right = track(server.queue(user));
    render(
      <main>
        <Tab label="Tab one" queue={left} />
        <Tab label="Tab two" queue={right} />
      </main>,
    );
    const key = await server.present(user, formParams({}, [], 'Deploy now?'));
    const one = within(screen.getByRole('region', { name: 'Tab one' }));
    const two = within(screen.getByRole('region', { name: 'Tab two' }));
    const confirmOne = await one.findByRole('button', { name: 'Confirm' });
    const declineTwo = await two.findByRole('button', { name: 'Decline' });
    // The same moment: neither tab has heard of the other's answer when it posts its own.
    confirmOne.click();
    declineTwo.click();

    const result = await server.result(key);
    expect(await server.received()).toHaveLength(1);
    const [winner, loser] = result?.action === 'accept' ? [one, two] : [two, one];
    expect(
      await winner.findByText(result?.action === 'accept' ? 'You confirmed.' : 'You declined.'),
    ).toBeVisible();
    expect(await loser.findByText('Answered in another tab.')).toBeVisible();
  });
});
