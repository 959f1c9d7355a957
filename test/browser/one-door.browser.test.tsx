/**
 * One door for every answer (issue 29), in Chromium, through each public path a host's own code can answer by: the
 * remote queue's `entry.respond` (against the real bridge), the flow's `finish` and `accept` in a host-written
 * presentation, and the react-hook-form adapter's content. An `accept` whose content fails the request's schema is
 * never sent: the caller gets `AnswerNotDeliveredError('invalid-content')` with the issues (thrown at once by
 * `respond` and `finish`; returned as the issues by `accept`), the request stays pending, and a valid answer
 * afterwards goes through once. (The in-page queue: test/core/flow/answer-door.test.ts; the bridge's own queue:
 * test/bridge/one-door.test.ts; the core flow without React: test/core/flow/elicitation-flow.test.ts.)
 */
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  AnswerNotDeliveredError,
  acceptResult,
  type ElicitContent,
  type FieldError,
  type ResultHandler,
} from '../../src/core/index.js';
import { useElicitationFlow } from '../../src/react/index.js';
import { useElicitationHookForm } from '../../src/react-hook-form/index.js';
import { button, resultSpy, tick } from './helpers.js';
import { formParams, newUser, startTestBridge } from './remote-harness.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const server = { name: 'door-server' };
const properties = {
  name: { type: 'string', title: 'Name', minLength: 2 },
  age: { type: 'integer', title: 'Age', maximum: 120 },
};
const params = formParams(properties, ['name'], 'Who are you?');

describe('the remote queue: one door', () => {
  it('given an invalid accept through entry.respond, should throw before posting, keep the request pending on the bridge, and post a valid one once', async () => {
    const bridge = await startTestBridge();
    cleanups.push(() => bridge.close());
    const user = newUser();
    const queue = bridge.queue(user);
    cleanups.push(() => queue.close());
    const key = await bridge.present(user, params);
    await expect.poll(() => queue.snapshot().pending.length).toBe(1);
    const entry = queue.snapshot().current;

    for (const content of [
      { name: 'A' },
      { age: 30 },
      { name: 'Ada', age: 30.5 },
      { name: 'Ada', extra: 1 },
    ]) {
      let thrown: unknown;
      try {
        void entry?.respond({ action: 'accept', content: content as unknown as ElicitContent });
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(content)).toBeInstanceOf(AnswerNotDeliveredError);
      expect((thrown as AnswerNotDeliveredError).kind).toBe('invalid-content');
    }
    expect(await bridge.received()).toEqual([]);
    expect(queue.snapshot().pending.map((pending) => pending.id)).toEqual([entry?.id]);

    await queue.snapshot().current?.respond({ action: 'accept', content: { name: 'Ada', age: 36 } });
    expect(await bridge.result(key)).toEqual({ action: 'accept', content: { name: 'Ada', age: 36 } });
    expect(await bridge.received()).toHaveLength(1);
  });
});

/** A presentation a host writes itself, answering through the flow's raw door (`finish`) and its checking door. */
function OwnPresentation({ onResult }: { onResult: ResultHandler }) {
  const flow = useElicitationFlow(params, { server, onResult });
  const [said, setSaid] = useState('');
  const tryFinish = (content: ElicitContent) => {
    try {
      flow.finish(acceptResult(content));
      setSaid('sent');
    } catch (error) {
      setSaid(error instanceof AnswerNotDeliveredError ? `refused: ${fields(error.issues)}` : 'other error');
    }
  };
  return (
    <section {...flow.getRootProps()}>
      {flow.anchor}
      <h2 {...flow.getTitleProps()}>{flow.request?.message}</h2>
      <output>{said}</output>
      <p data-testid="state">{`${flow.open ? 'open' : 'closed'} ${flow.answered ? 'answered' : 'pending'}`}</p>
      <button type="button" onClick={() => tryFinish({ name: 'A', age: 500 })}>
        Finish invalid
      </button>
      <button type="button" onClick={() => setSaid(`accept: ${fields(flow.accept({ age: 1.5 }))}`)}>
        Accept invalid
      </button>
      <button type="button" onClick={() => tryFinish({ name: 'Ada' })}>
        Finish valid
      </button>
    </section>
  );
}

const fields = (issues: readonly FieldError[]) =>
  issues.map((issue) => `${issue.field}/${issue.code}`).join(',');

describe('the flow in a host’s own presentation: one door', () => {
  it('given finish(acceptResult(invalid)), should throw the typed error and send nothing; accept(invalid) should return the issues; a valid finish should send once', async () => {
    const onResult = resultSpy();
    render(<OwnPresentation onResult={onResult} />);
    await userEvent.click(button('Finish invalid'));
    expect(screen.getByRole('status').textContent).toBe('refused: name/minLength,age/maximum');
    await userEvent.click(button('Accept invalid'));
    expect(screen.getByRole('status').textContent).toBe('accept: name/required,age/integer');
    await tick();
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByTestId('state').textContent).toBe('open pending');

    await userEvent.click(button('Finish valid'));
    await tick();
    expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
    expect(screen.getByTestId('state').textContent).toBe('closed answered');
  });
});

/** A react-hook-form host that sends its content without the resolver's check, by mistake. */
function HookFormHost({ onResult }: { onResult: ResultHandler }) {
  const flow = useElicitationFlow(params, { server, onResult });
  const form = useElicitationHookForm(flow);
  const [said, setSaid] = useState('');
  if (!flow.open) return <p>Answered</p>;
  return (
    <section {...flow.getRootProps()}>
      {flow.anchor}
      <h2 {...flow.getTitleProps()}>{flow.request?.message}</h2>
      <output>{said}</output>
      {form.fields.map((field) => (
        <label key={field.name}>
          {field.label}
          <input {...form.register(field.name)} />
        </label>
      ))}
      <button
        type="button"
        onClick={() => {
          try {
            flow.finish(acceptResult(form.toContent()));
          } catch (error) {
            setSaid(
              error instanceof AnswerNotDeliveredError ? `refused: ${fields(error.issues)}` : 'other error',
            );
          }
        }}
      >
        Send unchecked
      </button>
      <button type="button" onClick={() => setSaid(`accept: ${fields(flow.accept(form.toContent()))}`)}>
        Accept
      </button>
    </section>
  );
}

describe('the react-hook-form adapter’s content: one door', () => {
  it('given values the resolver would refuse, sent without it, should be refused by the flow; valid values afterwards go through once', async () => {
    const onResult = resultSpy();
    render(<HookFormHost onResult={onResult} />);
    await userEvent.fill(screen.getByLabelText('Name'), 'A');
    await userEvent.fill(screen.getByLabelText('Age'), '121');
    await userEvent.click(button('Send unchecked'));
    expect(screen.getByRole('status').textContent).toBe('refused: name/minLength,age/maximum');
    await userEvent.click(button('Accept'));
    expect(screen.getByRole('status').textContent).toBe('accept: name/minLength,age/maximum');
    await tick();
    expect(onResult).not.toHaveBeenCalled();

    await userEvent.fill(screen.getByLabelText('Name'), 'Ada');
    await userEvent.fill(screen.getByLabelText('Age'), '36');
    await userEvent.click(button('Send unchecked'));
    await tick();
    expect(onResult.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Ada', age: 36 } }]]);
    expect(screen.getByText('Answered')).toBeTruthy();
  });
});
