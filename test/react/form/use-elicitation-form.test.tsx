import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { compileElicitationSchema } from '../../../src/core/index.js';
import { zhCN } from '../../../src/core/messages/index.js';
import { type FormProblem, useElicitationForm } from '../../../src/react/form/use-elicitation-form.js';
import { ElicitationForm, I18nProvider } from '../../../src/react/index.js';

// JSON.parse, because `__proto__` in an object literal would set the prototype instead.
const model = compileElicitationSchema(
  JSON.parse(`{
    "type": "object",
    "properties": {
      "__proto__": { "type": "string", "title": "Proto", "minLength": 2 },
      "a.b": { "type": "string", "title": "Dotted" },
      "toString": { "type": "array", "items": { "type": "string", "enum": ["x", "y"] }, "default": ["x"] }
    },
    "required": ["__proto__"]
  }`),
);

function Form({ onValid, onInvalid }: { onValid: () => void; onInvalid: (problems: FormProblem[]) => void }) {
  const { store, keys, submit } = useElicitationForm({ model });
  return (
    <form onSubmit={submit(onValid, onInvalid)}>
      {keys.map((key) => (
        <input key={key} aria-label={key} ref={(node) => store.setElement(key, node)} />
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useElicitationForm', () => {
  it('given server names like __proto__, should key the store by index and the draft by own property names', () => {
    const { result } = renderHook(() => useElicitationForm({ model }));
    const { store, keys, getDraft } = result.current;
    expect(keys).toEqual(['f0', 'f1', 'f2']);
    act(() => store.setValue('f0', 'Ada'));
    const draft = getDraft();
    expect(Object.getPrototypeOf(draft)).toBe(Object.prototype);
    expect(Object.keys(draft)).toEqual(['__proto__', 'a.b', 'toString']);
    expect(Object.getOwnPropertyDescriptor(draft, '__proto__')?.value).toBe('Ada');
    expect(draft.toString).toEqual(['x']);
  });

  it('given a StrictMode re-render with a new initialDraft object, should keep what the user typed', () => {
    const { result, rerender } = renderHook(
      ({ initialDraft }) => useElicitationForm({ model, initialDraft }),
      { initialProps: { initialDraft: { 'a.b': 'start' } }, reactStrictMode: true },
    );
    expect(result.current.store.getValue('f1')).toBe('start');
    act(() => result.current.store.setValue('f1', 'typed'));
    rerender({ initialDraft: { 'a.b': 'start' } });
    expect(result.current.store.getValue('f1')).toBe('typed');
  });

  it('given an invalid submit, should report the first error per field in field order and focus that field', async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<Form onValid={onValid} onInvalid={onInvalid} />);
    await act(async () => screen.getByRole('button').click());
    expect(onValid).not.toHaveBeenCalled();
    // The code to log, the words to show: one shape for both onInvalids.
    expect(onInvalid).toHaveBeenCalledWith([
      { key: 'f0', label: 'Proto', index: 0, code: 'required', message: 'This field is required.' },
    ]);
    expect(screen.getByLabelText('f0')).toHaveFocus();
  });

  it('given a zh-CN provider and an override, should word the problems in Chinese with the override and keep the codes', async () => {
    const onInvalid = vi.fn();
    render(
      <I18nProvider locale="zh-CN" messages={{ 'validation.required': '必须填写' }}>
        <Form onValid={vi.fn()} onInvalid={onInvalid} />
      </I18nProvider>,
    );
    await act(async () => screen.getByRole('button').click());
    expect(onInvalid).toHaveBeenCalledWith([
      { key: 'f0', label: 'Proto', index: 0, code: 'required', message: '必须填写' },
    ]);
  });
});

function HostForm({ onInvalid }: { onInvalid: (problems: FormProblem[]) => void }) {
  // Made outside the form, so under no provider: English. The form itself speaks Chinese.
  const controller = useElicitationForm({ model });
  return <ElicitationForm controller={controller} locale="zh-CN" onSubmit={vi.fn()} onInvalid={onInvalid} />;
}

describe('ElicitationForm onInvalid with a controller of the host', () => {
  it("given a controller made under another locale, should report the problems in the form's locale, as the summary shows them", async () => {
    const onInvalid = vi.fn();
    render(<HostForm onInvalid={onInvalid} />);
    await act(async () => screen.getByRole('button', { name: zhCN['action.submit'] }).click());
    expect(onInvalid).toHaveBeenCalledWith([
      { key: 'f0', label: 'Proto', index: 0, code: 'required', message: zhCN['validation.required'] },
    ]);
    expect(screen.getByRole('alert').textContent).toContain(`Proto: ${zhCN['validation.required']}`);
  });
});
