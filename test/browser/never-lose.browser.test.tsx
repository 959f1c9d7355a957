/**
 * Never lose an answer, never answer twice: what `dialog-flows` and `provider` do not already cover. Triple
 * clicks, Enter held down, closing while the answer is on its way, a delivery that fails, the host unmounting the
 * provider, an abort in the middle of typing, two servers interleaved, and the draft across round trips.
 */
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createElicitationQueue, type ElicitResult } from '../../src/core/index.js';
import {
  ElicitationDialog,
  type ElicitationDialogProps,
  ElicitationProvider,
} from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { animationsDone, button, dialog, formRequest, resultSpy, tick } from './helpers.js';

const server = { name: 'never-lose', version: '1.0.0' };
const nameOnly = { name: { type: 'string', title: 'Name' } };
const DELIVERY_FAILED = 'Your answer could not be delivered to the server.';

async function renderDialog(
  properties: Record<string, unknown>,
  required: string[] = [],
  extra: Partial<Omit<ElicitationDialogProps, 'onResult'>> & { onResult?: ReturnType<typeof resultSpy> } = {},
) {
  const onResult = extra.onResult ?? resultSpy();
  const utils = render(
    <ElicitationDialog
      request={formRequest(properties, required)}
      server={server}
      {...extra}
      onResult={onResult}
    />,
  );
  await animationsDone();
  return { onResult, ...utils };
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** A promise with its settle functions, to play a slow transport. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** `'pending'` or the value, once the microtask queue and a macrotask have run. */
async function state<T>(promise: Promise<T>): Promise<T | 'pending'> {
  const pending = Symbol('pending');
  const winner = await Promise.race([promise, tick().then(() => pending)]);
  return winner === pending ? 'pending' : (winner as T);
}

describe('many presses, one answer', () => {
  it('given the review step, when the user triple-clicks Send, should report accept once', async () => {
    const { onResult, unmount } = await renderDialog(nameOnly, ['name']);
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.click(button('Review'));
    await userEvent.tripleClick(button('Send'));
    unmount();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it('given no review step, when the user triple-clicks Send, should report accept once', async () => {
    const { onResult, unmount } = await renderDialog(nameOnly, ['name'], { review: false });
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.tripleClick(button('Send'));
    await tick();
    unmount();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it('given a slow delivery, when the user triple-clicks Send, should report accept once and lock every button', async () => {
    const onResult = resultSpy().mockReturnValue(new Promise<void>(() => undefined));
    await renderDialog(nameOnly, ['name'], { onResult });
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.click(button('Review'));
    await userEvent.tripleClick(button('Send'));
    for (const name of ['Send', 'Edit', 'Decline', 'Cancel']) expect(button(name)).toBeDisabled();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it('given the focused Send button, when Enter is held down, should report accept once', async () => {
    const { onResult, unmount } = await renderDialog(nameOnly, ['name']);
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.click(button('Review'));
    button('Send').focus();
    // One keydown, then auto-repeat keydowns (`repeat: true`), then the keyup.
    await userEvent.keyboard('{Enter>8/}');
    await tick();
    unmount();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it('given a text field, when Enter is held down in it, should only move to the review and never send', async () => {
    const { onResult } = await renderDialog(
      { name: { type: 'string', title: 'Name' }, city: { type: 'string', title: 'City' } },
      ['name'],
    );
    await userEvent.type(textbox('Name'), 'Ada');
    await userEvent.keyboard('{Enter>8/}');
    await expect.element(screen.getByRole('heading', { name: 'Review your answer' })).toBeVisible();
    await tick();
    expect(onResult).not.toHaveBeenCalled();
    // The answer is still the user's to send.
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it('given an invalid draft, when Enter is held down in a field, should show the problem and send nothing', async () => {
    const { onResult } = await renderDialog({ email: { type: 'string', format: 'email', title: 'Email' } }, [
      'email',
    ]);
    await userEvent.type(textbox('Email'), 'not-an-email');
    await userEvent.keyboard('{Enter>8/}');
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('There is 1 problem to fix before sending.');
    expect(screen.queryByRole('heading', { name: 'Review your answer' })).toBeNull();
    expect(textbox('Email')).toHaveValue('not-an-email');
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given no review step, when Enter is held down in a field, should send exactly once', async () => {
    const { onResult, unmount } = await renderDialog(nameOnly, ['name'], { review: false });
    await userEvent.type(textbox('Name'), 'Ada');
    await userEvent.keyboard('{Enter>8/}');
    await tick();
    unmount();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });
});

describe('closing while the answer is on its way', () => {
  it('given a delivery that succeeds later, when the user presses Escape meanwhile, should still report only the accept', async () => {
    const delivery = deferred();
    const onResult = resultSpy().mockReturnValue(delivery.promise);
    const { unmount } = await renderDialog(nameOnly, ['name'], { onResult });
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.click(button('Review'));
    await userEvent.click(button('Send'));
    await userEvent.keyboard('{Escape}');
    await tick();
    await act(async () => delivery.resolve());
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it('given a delivery that fails, should tell the user, offer only Close, and report nothing more', async () => {
    const delivery = deferred();
    const onResult = resultSpy().mockReturnValue(delivery.promise);
    const { unmount } = await renderDialog(nameOnly, ['name'], { onResult });
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.click(button('Review'));
    await userEvent.click(button('Send'));
    await act(async () => delivery.reject(new Error('transport closed')));
    await expect.element(screen.getByRole('alert')).toHaveTextContent(DELIVERY_FAILED);
    for (const gone of ['Send', 'Decline', 'Cancel', 'Edit']) {
      expect(within(dialog()).queryByRole('button', { name: gone })).toBeNull();
    }
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await expect.element(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });

  it('given a delivery that fails after the user pressed Escape, should still tell the user it was not delivered', async () => {
    const delivery = deferred();
    const onResult = resultSpy().mockReturnValue(delivery.promise);
    const { unmount } = await renderDialog(nameOnly, ['name'], { onResult });
    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.click(button('Review'));
    await userEvent.click(button('Send'));
    await userEvent.keyboard('{Escape}');
    await tick();
    await act(async () => delivery.reject(new Error('transport closed')));
    await expect.element(screen.getByText(DELIVERY_FAILED)).toBeVisible();
    unmount();
    await tick();
    expect(onResult.mock.calls).toStrictEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
  });
});

describe('the request goes away', () => {
  it('given the user in the middle of typing, when the request is aborted, should lock, keep the draft and send nothing', async () => {
    const controller = new AbortController();
    const { onResult, unmount } = await renderDialog(nameOnly, ['name'], { signal: controller.signal });
    const input = textbox('Name');
    await userEvent.type(input, 'Ad');
    act(() => controller.abort());
    await expect.element(screen.getByText('This request has expired')).toBeVisible();
    // The next keystrokes, and an Enter, land on a locked form.
    await userEvent.keyboard('a Lovelace{Enter}');
    expect(input).toBeDisabled();
    expect(input).toHaveValue('Ad');
    expect(screen.queryByRole('heading', { name: 'Review your answer' })).toBeNull();
    unmount();
    await tick();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given pending requests, when the host unmounts the provider, should settle every one of them with cancel', async () => {
    const queue = createElicitationQueue();
    const { unmount } = render(<ElicitationProvider queue={queue} />);
    const ask = (message: string) => ({
      message,
      requestedSchema: { type: 'object', properties: { answer: { type: 'string', title: 'Answer' } } },
    });
    const results: Promise<ElicitResult>[] = [];
    act(() => {
      const [a, b] = [{}, {}];
      results.push(queue.present(ask('Shown'), { server: { name: 'a', title: 'Server A' }, source: a }));
      results.push(queue.present(ask('Waiting 1'), { server: { name: 'b', title: 'Server B' }, source: b }));
      results.push(queue.present(ask('Waiting 2'), { server: { name: 'a', title: 'Server A' }, source: a }));
    });
    await expect.element(screen.getByText('Shown')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Answer' }), 'half');
    unmount();
    await tick();
    await tick();
    expect(await Promise.all(results.map(state))).toStrictEqual([
      { action: 'cancel' },
      { action: 'cancel' },
      { action: 'cancel' },
    ]);
    expect(queue.size).toBe(0);
  });
});

describe('two servers, interleaved', () => {
  it('given requests from two servers arriving while the user answers, should give each exactly its own answer', async () => {
    const queue = createElicitationQueue();
    render(<ElicitationProvider queue={queue} review={false} />);
    const ask = (message: string) => ({
      message,
      requestedSchema: {
        type: 'object',
        properties: { answer: { type: 'string', title: 'Answer' } },
        required: ['answer'],
      },
    });
    const weather = { name: 'weather', title: 'Weather' };
    const calendar = { name: 'calendar', title: 'Calendar' };
    const [fromWeather, fromCalendar] = [{}, {}];
    const answer = () => screen.getByRole('textbox', { name: 'Answer' }) as HTMLInputElement;

    let w1!: Promise<ElicitResult>;
    act(() => {
      w1 = queue.present(ask('Weather asks first'), { server: weather, source: fromWeather });
    });
    await expect.element(screen.getByText('Weather asks first')).toBeVisible();
    await userEvent.type(answer(), 'sun');

    // Calendar's request arrives mid-answer: the shown form, its draft and its focus stay put.
    let c1!: Promise<ElicitResult>;
    act(() => {
      c1 = queue.present(ask('Calendar asks'), { server: calendar, source: fromCalendar });
    });
    await expect.element(screen.getByText('1 of 2')).toBeVisible();
    expect(screen.getByText('Weather asks first')).toBeVisible();
    expect(answer()).toHaveValue('sun');
    expect(answer()).toHaveFocus();
    await userEvent.type(answer(), 'ny');
    await userEvent.click(button('Send'));
    expect(await state(w1)).toStrictEqual({ action: 'accept', content: { answer: 'sunny' } });
    expect(await state(c1)).toBe('pending');

    // Calendar's form starts empty: nothing of Weather's draft leaks into it.
    await expect.element(screen.getByText('Calendar asks')).toBeVisible();
    expect(answer()).toHaveValue('');
    await userEvent.type(answer(), 'monday');
    let w2!: Promise<ElicitResult>;
    act(() => {
      w2 = queue.present(ask('Weather asks again'), { server: weather, source: fromWeather });
    });
    await expect.element(screen.getByText('1 of 2')).toBeVisible();
    expect(answer()).toHaveValue('monday');
    await userEvent.click(button('Send'));
    expect(await state(c1)).toStrictEqual({ action: 'accept', content: { answer: 'monday' } });

    await expect.element(screen.getByText('Weather asks again')).toBeVisible();
    expect(answer()).toHaveValue('');
    await userEvent.click(button('Decline'));
    expect(await state(w2)).toStrictEqual({ action: 'decline' });
    // Every request answered once: the first answers did not change.
    expect(await state(w1)).toStrictEqual({ action: 'accept', content: { answer: 'sunny' } });
    expect(queue.size).toBe(0);
  });
});

describe('the draft survives', () => {
  it('given validation failures and three review/edit round trips, should keep every answer and send the last edit', async () => {
    const { onResult } = await renderDialog(
      {
        name: { type: 'string', title: 'Name', minLength: 2 },
        age: { type: 'integer', title: 'Age', minimum: 0 },
        email: { type: 'string', format: 'email', title: 'Email' },
        color: { type: 'string', title: 'Color', enum: ['red', 'green'] },
        tags: { type: 'array', title: 'Tags', items: { type: 'string', enum: ['a', 'b', 'c'] } },
        agree: { type: 'boolean', title: 'Agree' },
      },
      ['name', 'email'],
    );
    // Choices first: an error shown on leaving a text field moves the controls below it (see the last test).
    await userEvent.click(screen.getByRole('radio', { name: 'green' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'b' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Agree' }));
    await userEvent.fill(textbox('Name'), 'A');
    await userEvent.fill(textbox('Age'), '-5');
    await userEvent.fill(textbox('Email'), 'ada@');
    await userEvent.click(button('Review'));
    // Three problems, and every answer, right or wrong, is still there as typed.
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('There are 3 problems to fix before sending.');
    expect(textbox('Name')).toHaveValue('A');
    expect(textbox('Age')).toHaveValue('-5');
    expect(textbox('Email')).toHaveValue('ada@');
    expect(screen.getByRole('radio', { name: 'green' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'b' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Agree' })).toBeChecked();

    await userEvent.fill(textbox('Name'), 'Ada');
    await userEvent.fill(textbox('Age'), '36');
    await userEvent.fill(textbox('Email'), 'ada@example.com');
    const ages = ['37', '38', '39'];
    for (const age of ages) {
      await userEvent.click(button('Review'));
      await expect.element(screen.getByRole('heading', { name: 'Review your answer' })).toBeVisible();
      await userEvent.click(button('Edit'));
      await expect.element(textbox('Name')).toHaveFocus();
      expect(textbox('Name')).toHaveValue('Ada');
      expect(textbox('Email')).toHaveValue('ada@example.com');
      expect(screen.getByRole('radio', { name: 'green' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'b' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Agree' })).toBeChecked();
      await userEvent.fill(textbox('Age'), age);
    }
    // One more failure after the round trips: the draft still holds.
    await userEvent.fill(textbox('Email'), 'broken');
    await userEvent.click(button('Review'));
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('There is 1 problem to fix before sending.');
    expect(textbox('Age')).toHaveValue('39');
    await userEvent.fill(textbox('Email'), 'ada@example.org');
    await userEvent.click(button('Review'));
    await userEvent.click(button('Send'));
    expect(onResult.mock.calls).toStrictEqual([
      [
        {
          action: 'accept',
          content: {
            name: 'Ada',
            age: 39,
            email: 'ada@example.org',
            color: 'green',
            tags: ['b'],
            agree: true,
          },
        },
      ],
    ]);
  });

  it('given a field just filled with an invalid value, when the user clicks an option below it, should select that option', async () => {
    // Leaving the email field reveals its error, which pushes the options down while the mouse button is down.
    // A form taller than the dialog, so the dialog does not re-centre and the shift is the error's full height.
    const filler = Object.fromEntries(
      ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((title) => [
        title.toLowerCase(),
        { type: 'string', title },
      ]),
    );
    await renderDialog(
      {
        ...filler,
        email: { type: 'string', format: 'email', title: 'Email' },
        color: { type: 'string', title: 'Color', enum: ['red', 'green'] },
      },
      ['email'],
    );
    await userEvent.fill(textbox('Email'), 'ada@');
    const green = screen.getByRole('radio', { name: 'green' });
    await userEvent.click(green);
    expect(green).toBeChecked();
  });
});
