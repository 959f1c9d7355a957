import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useElicitationHookForm } from '../../src/react-hook-form/index.js';

const TOKEN = `ghp_${'x'.repeat(36)}`;

const params = {
  message: 'Defaults',
  requestedSchema: {
    type: 'object',
    properties: {
      flag: { type: 'boolean', default: false },
      count: { type: 'integer', default: 0 },
      note: { type: 'string', default: '' },
      maybe: { type: 'boolean', title: 'Maybe' },
      agree: { type: 'boolean' },
      reference: { type: 'string', default: TOKEN },
    },
    required: ['agree'],
  },
};

/** A host that registers a native checkbox for the optional `maybe` and reports what Send would send. */
function CheckboxHost({ onContent }: { onContent: (content: unknown) => void }) {
  const form = useElicitationHookForm(params);
  return (
    <form onSubmit={form.handleSubmit((values) => onContent(form.toContent(values)))}>
      <label>
        Maybe <input type="checkbox" {...form.register('f3')} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

describe('defaults', () => {
  it('given falsy defaults / when the form starts / should pre-fill false, 0 and "" and send false and 0 untouched', () => {
    const { result } = renderHook(() => useElicitationHookForm(params));
    const values = result.current.getValues();
    expect(values).toEqual({ f0: false, f1: '0', f2: '', f3: undefined, f4: false, f5: '' });
    expect(result.current.toContent(values)).toEqual({ flag: false, count: 0, agree: false });
  });

  it('given an optional boolean without a default / when never answered / should stay apart from false and be left out', () => {
    const { result } = renderHook(() => useElicitationHookForm(params));
    expect(result.current.getValues().f3).toBeUndefined();
    expect(Object.hasOwn(result.current.toContent(), 'maybe')).toBe(false);
    act(() => result.current.setValue('f3', false, { shouldDirty: true }));
    expect(result.current.toContent()).toMatchObject({ maybe: false });
  });

  it('given a credential-looking default / when the form starts / should not pre-fill it', () => {
    const { result } = renderHook(() => useElicitationHookForm(params));
    const reference = result.current.fields[5];
    expect(reference?.secret?.kind).toBe('credential-default');
    expect(result.current.getValues().f5).toBe('');
    expect(JSON.stringify(result.current.toContent())).not.toContain(TOKEN);
  });

  it('given a native checkbox registered for the optional boolean / when the user never touches it / should still send nothing for it, and false once ticked and unticked', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render(<CheckboxHost onContent={(content) => sent.push(content)} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent.at(-1)).toEqual({ flag: false, count: 0, agree: false });
    await user.click(screen.getByRole('checkbox', { name: 'Maybe' }));
    await user.click(screen.getByRole('checkbox', { name: 'Maybe' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent.at(-1)).toEqual({ flag: false, count: 0, agree: false, maybe: false });
  });

  it('given a URL-mode request / when used / should give no fields and empty content', () => {
    const url = { mode: 'url', message: 'Sign in', url: 'https://example.com/login', elicitationId: 'e1' };
    const { result } = renderHook(() => useElicitationHookForm(url));
    expect(result.current.fields).toEqual([]);
    expect(result.current.model).toBeUndefined();
    expect(result.current.toContent()).toEqual({});
  });
});
