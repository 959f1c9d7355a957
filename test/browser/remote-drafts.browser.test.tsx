import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { parseElicitRequest, type RemoteElicitationQueue } from '../../src/core/index.js';
import { ElicitationProvider } from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { formParams, newUser, startTestBridge, type TestBridge } from './remote-harness.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  sessionStorage.clear();
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

const signUp = formParams(
  {
    name: { type: 'string', title: 'Name' },
    city: { type: 'string', title: 'City', default: 'Paris' },
    password: { type: 'string', title: 'Password', format: 'password' },
    pin: { type: 'string', title: 'Code', writeOnly: true },
  },
  ['name'],
  'Create your account',
);

/** Everything the tab's sessionStorage holds, as text. */
const stored = () =>
  Array.from({ length: sessionStorage.length }, (_, index) =>
    sessionStorage.getItem(sessionStorage.key(index) ?? ''),
  ).join('\n');

describe('remote queue: drafts across a reload, answers that did not land', () => {
  it('given a reload in the middle of a form should keep the request and the draft, never the password', async () => {
    const server = await bridge();
    const user = newUser();
    const first = server.queue(user);
    const page = render(<ElicitationProvider queue={first} />);
    const key = await server.present(user, signUp);
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Ada');
    const city = screen.getByRole('textbox', { name: /City/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Lyon');
    await userEvent.type(screen.getByLabelText(/Password/), 'hunter2');
    await userEvent.type(screen.getByLabelText(/Code/), '9911');

    // The reload, in this page: the old queue stops (the bridge keeps the request), the view goes, and a new
    // queue with a new provider starts over on the same sessionStorage, as a reloaded page would.
    first.close();
    page.unmount();
    expect(stored()).toContain('Lyon');
    expect(stored()).not.toContain('hunter2');
    expect(stored()).not.toContain('9911');
    expect(await server.result(key, 200)).toBeUndefined();

    const second = track(server.queue(user));
    render(<ElicitationProvider queue={second} />);
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Lyon');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(screen.getByLabelText(/Code/)).toHaveValue('');

    await userEvent.type(screen.getByLabelText(/Password/), 'hunter3');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await server.result(key)).toEqual({
      action: 'accept',
      content: { name: 'Ada', city: 'Lyon', password: 'hunter3' },
    });
    // Settled: its draft is gone.
    await expect.poll(stored).not.toContain('Ada');
  });

  it('given a message that asks for a secret should write no draft at all', async () => {
    const server = await bridge();
    const user = newUser();
    const queue = track(server.queue(user));
    const page = render(<ElicitationProvider queue={queue} />);
    await server.present(
      user,
      formParams({ value: { type: 'string', title: 'Value' } }, [], 'Enter your password'),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /Value/ }), 'sesame');
    queue.close();
    page.unmount();
    expect(stored()).not.toContain('sesame');
  });

  it('given the bridge refusing content (422) should return to the form with the server’s words and the input kept', async () => {
    const server = await bridge();
    const user = newUser();
    // This page reads the schema without its length limit, so it lets through what the bridge refuses.
    const queue = track(
      server.queue(user, {
        parse: (params, options) => {
          const raw = params as { requestedSchema: { properties: Record<string, object> } };
          const loose = structuredClone(raw);
          loose.requestedSchema.properties = { code: { type: 'string', title: 'Code word' } };
          return parseElicitRequest(loose, options);
        },
      }),
    );
    render(<ElicitationProvider queue={queue} />);
    const key = await server.present(
      user,
      formParams({ code: { type: 'string', title: 'Code word', maxLength: 3 } }, ['code']),
    );
    const field = await screen.findByRole('textbox', { name: /Code word/ });
    await userEvent.type(field, 'toolong');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const alert = (await screen.findByText(/The app did not accept these answers/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Code word:');
    expect(field).toBeVisible();
    expect(field).toHaveValue('toolong');
    expect(field).toBeEnabled();
    expect(await server.result(key, 200)).toBeUndefined();

    await userEvent.clear(field);
    await userEvent.type(field, 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await server.result(key)).toEqual({ action: 'accept', content: { code: 'ok' } });
  });

  it('given the network failing while sending should keep the answers and send them when asked again', async () => {
    const server = await bridge();
    const user = newUser();
    let failing = true;
    const queue = track(
      server.queue(user, {
        answerRetryDelaysMs: [50],
        fetch: (input, init) =>
          failing && init?.method === 'POST'
            ? Promise.reject(new TypeError('Failed to fetch'))
            : fetch(input, init),
      }),
    );
    render(<ElicitationProvider queue={queue} review={false} />);
    const key = await server.present(user, formParams({ name: { type: 'string', title: 'Name' } }));
    const field = await screen.findByRole('textbox', { name: /Name/ });
    await userEvent.type(field, 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const alert = (await screen.findByText(/Your answers are kept/)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(field).toHaveValue('Grace');
    expect(await server.result(key, 200)).toBeUndefined();
    failing = false;
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(await server.result(key)).toEqual({ action: 'accept', content: { name: 'Grace' } });
    expect(await server.received()).toHaveLength(1);
  });
});
