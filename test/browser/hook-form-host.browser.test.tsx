/**
 * A plain react-hook-form host (its own `<input {...register}>` and `Controller` widgets, no component of ours)
 * through the consent flow, in Chromium.
 */
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  type ElicitContent,
  type ElicitRequestParams,
  type ResultHandler,
  validateContent,
} from '../../src/core/index.js';
import { useElicitationFlow } from '../../src/react/index.js';
import { type HookFormField, useElicitationHookForm } from '../../src/react-hook-form/index.js';
import { button, expectNoAxeViolations, formRequest, resultSpy, tick } from './helpers.js';

const server = { name: 'hook-form-server' };

const params: ElicitRequestParams = {
  mode: 'form',
  message: 'Tell us about you',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      age: { type: 'integer', title: 'Age', minimum: 0 },
      subscribe: { type: 'boolean', title: 'Subscribe' },
      hero: {
        type: 'string',
        title: 'Hero',
        oneOf: [
          { const: 'hero-1', title: 'Superman' },
          { const: 'hero-2', title: 'Wonder Woman' },
        ],
      },
      'a.b': { type: 'string', title: 'Dotted' },
      // Computed, so it is an own property as in parsed JSON, not the literal's prototype.
      ['__proto__']: { type: 'string', title: 'Proto' },
    },
    required: ['name', 'hero'],
  },
};

/** One field as a host writes it: react-hook-form's own `register`, and a `Controller` for the select. */
function HostField({
  field,
  form,
}: {
  field: HookFormField;
  form: ReturnType<typeof useElicitationHookForm>;
}) {
  const error = form.formState.errors[field.name]?.message;
  const errorId = `${field.name}-error`;
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  let control: React.ReactNode;
  if (field.kind === 'single-select') {
    control = (
      <Controller
        control={form.control}
        name={field.name}
        render={({ field: controlled }) => (
          <select
            id={field.name}
            {...described}
            name={controlled.name}
            ref={controlled.ref}
            disabled={controlled.disabled}
            value={String(controlled.value ?? '')}
            onChange={(event) => controlled.onChange(event.target.value)}
            onBlur={controlled.onBlur}
          >
            <option value="">Choose…</option>
            {field.options?.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      />
    );
  } else if (field.kind === 'boolean') {
    control = <input id={field.name} type="checkbox" {...described} {...form.register(field.name)} />;
  } else {
    control = <input id={field.name} {...described} {...form.register(field.name)} />;
  }
  return (
    <div>
      <label htmlFor={field.name}>{field.label}</label>
      {control}
      {error && <p id={errorId}>{error}</p>}
    </div>
  );
}

function HookFormHost(props: { params: unknown; onResult: ResultHandler; signal?: AbortSignal }) {
  const flow = useElicitationFlow(props.params, { server, onResult: props.onResult, signal: props.signal });
  const form = useElicitationHookForm(flow);
  const [content, setContent] = useState<ElicitContent>({});
  if (!flow.open) return <p>Answered</p>;
  return (
    <section {...flow.getRootProps()}>
      {flow.anchor}
      <h2 {...flow.getTitleProps()}>{flow.error ? 'This request cannot be shown' : flow.request?.message}</h2>
      {flow.expired && <p role="status">The server stopped waiting. Nothing was sent.</p>}
      {flow.asking === 'discard' && (
        <div role="alertdialog" aria-label="Discard your answers?">
          <button type="button" onClick={flow.confirm}>
            Discard
          </button>
          <button type="button" onClick={flow.keepGoing}>
            Keep editing
          </button>
        </div>
      )}
      {flow.phase === 'review' ? (
        <>
          <pre data-testid="sent">{JSON.stringify(content)}</pre>
          <button type="button" onClick={() => flow.setPhase('form')}>
            Edit
          </button>
          <button type="button" disabled={flow.locked} onClick={() => flow.accept(content)}>
            Send
          </button>
        </>
      ) : (
        !flow.error && (
          <form
            aria-label="Answer"
            onSubmit={form.handleSubmit((values) => {
              setContent(form.toContent(values));
              flow.setPhase('review');
            })}
          >
            {form.fields.map((field) => (
              <HostField key={field.name} field={field} form={form} />
            ))}
            <button type="submit" disabled={flow.locked}>
              Review
            </button>
          </form>
        )
      )}
      <button type="button" disabled={flow.locked || flow.closeOnly} onClick={flow.decline}>
        Decline
      </button>
      <button type="button" onClick={flow.dismiss}>
        Cancel
      </button>
    </section>
  );
}

describe('a plain react-hook-form host through the flow', () => {
  it('given the user fills register and Controller widgets / when they review and send twice / should send the typed content once, under the real property names', async () => {
    const onResult = resultSpy();
    render(<HookFormHost params={params} onResult={onResult} />);
    await userEvent.fill(screen.getByLabelText('Name'), 'Ada');
    await userEvent.fill(screen.getByLabelText('Age'), '36');
    await userEvent.selectOptions(screen.getByLabelText('Hero'), 'hero-2');
    await userEvent.fill(screen.getByLabelText('Dotted'), 'dot');
    await userEvent.fill(screen.getByLabelText('Proto'), 'proto');
    await userEvent.click(button('Review'));
    const shown = JSON.parse(screen.getByTestId('sent').textContent ?? '{}');
    const expected = JSON.parse(
      '{"name":"Ada","age":36,"hero":"hero-2","a.b":"dot","__proto__":"proto"}',
    ) as ElicitContent;
    expect(shown).toEqual(expected);
    await expectNoAxeViolations();
    const send = button('Send');
    await userEvent.dblClick(send);
    await tick();
    expect(onResult).toHaveBeenCalledTimes(1);
    const [result] = onResult.mock.calls[0] ?? [];
    expect(result?.action).toBe('accept');
    expect(JSON.stringify(result?.content)).toBe(JSON.stringify(expected));
    expect(Object.keys(result?.content ?? {})).toContain('__proto__');
    expect(screen.getByText('Answered')).toBeTruthy();
  });

  it('given a name too short / when the user reviews / should show our words for it, as validateContent words them', async () => {
    render(<HookFormHost params={params} onResult={resultSpy()} />);
    await userEvent.fill(screen.getByLabelText('Name'), 'A');
    await userEvent.click(button('Review'));
    const request = formRequest(params.requestedSchema.properties, ['name', 'hero']);
    if (request.mode !== 'form') throw new Error('form mode expected');
    const [nameError] = validateContent(request.form, { name: 'A', hero: 'hero-1' });
    expect(nameError?.code).toBe('minLength');
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      nameError?.message,
    );
  });

  it('given the request expires / when the host form shows / should lock every input and report nothing', async () => {
    const onResult = resultSpy();
    const lifetime = new AbortController();
    render(<HookFormHost params={params} onResult={onResult} signal={lifetime.signal} />);
    await userEvent.fill(screen.getByLabelText('Name'), 'Ada');
    lifetime.abort();
    // Each waited for: a registered input locks in the render that sees the flow expire, a Controller one render
    // later (react-hook-form passes `disabled` to Controllers through its form state, from an effect).
    for (const label of ['Name', 'Hero', 'Subscribe'])
      await expect
        .poll(() => (screen.getByLabelText(label) as HTMLInputElement).disabled, { message: label })
        .toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/Nothing was sent/);
    await userEvent.click(button('Cancel'));
    await tick();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given the user declines, or types and then dismisses / should report decline once, and ask before a dismissal throws the typing away', async () => {
    const declined = resultSpy();
    const { unmount } = render(<HookFormHost params={params} onResult={declined} />);
    await userEvent.click(button('Decline'));
    await tick();
    expect(declined.mock.calls).toEqual([[{ action: 'decline' }]]);
    unmount();

    const cancelled = resultSpy();
    render(<HookFormHost params={params} onResult={cancelled} />);
    await userEvent.fill(screen.getByLabelText('Name'), 'Ada');
    // A stray dismissal with something typed asks first: the flow knows the host's form is dirty.
    await userEvent.click(button('Cancel'));
    await tick();
    expect(cancelled).not.toHaveBeenCalled();
    await userEvent.click(button('Keep editing'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    await userEvent.click(button('Cancel'));
    await userEvent.click(button('Discard'));
    await tick();
    expect(cancelled.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });
});
