import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseElicitRequest } from '../../src/core/index.js';
import { hookFormFields } from '../../src/react-hook-form/field-keys.js';
import { useElicitationHookForm } from '../../src/react-hook-form/index.js';

const LONG = 'n'.repeat(200);
const HOSTILE = ['a.b', 'a[0]', '__proto__', 'constructor', '😀 name', LONG, 'toString', 'f0'];

/** A schema whose property names react-hook-form would read as paths or prototype members. */
function hostileParams() {
  const properties: Record<string, unknown> = {};
  for (const name of HOSTILE)
    Object.defineProperty(properties, name, {
      value: { type: 'string', title: `Label of ${name.slice(0, 12)}` },
      enumerable: true,
    });
  return {
    message: 'Hostile names',
    requestedSchema: { type: 'object', properties, required: ['__proto__', 'a.b'] },
  };
}

describe('safe keys for hostile property names', () => {
  it('given names like a.b, a[0], __proto__, constructor, emoji and 200 characters / when the fields are listed / should give each a plain key f0, f1, … and keep the real name as property', () => {
    const request = parseElicitRequest(hostileParams());
    if (request.mode !== 'form') throw new Error('form mode expected');
    const fields = hookFormFields(request.form);
    expect(fields.map((field) => field.name)).toEqual(HOSTILE.map((_, index) => `f${index}`));
    expect(fields.map((field) => field.property)).toEqual(HOSTILE);
    // Once per model: the same objects on every render.
    expect(hookFormFields(request.form)).toBe(fields);
  });

  it('given hostile names / when every field is filled through react-hook-form / should send each value under its own property name, nothing nested, no prototype written', () => {
    const params = hostileParams();
    const { result } = renderHook(() => useElicitationHookForm(params));
    act(() => {
      result.current.fields.forEach((field, index) => {
        result.current.setValue(field.name, `value ${index}`, { shouldDirty: true });
      });
    });
    const values = result.current.getValues();
    expect(Object.keys(values).sort()).toEqual(HOSTILE.map((_, index) => `f${index}`).sort());
    const content = result.current.toContent(values);
    expect(Object.getPrototypeOf(content)).toBe(Object.prototype);
    expect(Object.keys(content)).toEqual(HOSTILE);
    HOSTILE.forEach((name, index) => {
      expect(Object.getOwnPropertyDescriptor(content, name)?.value).toBe(`value ${index}`);
    });
    expect(JSON.parse(JSON.stringify(content))).toEqual(
      Object.fromEntries(HOSTILE.map((name, index) => [name, `value ${index}`])),
    );
    // react-hook-form never made `a` or `a.b` paths of its own.
    expect(Object.hasOwn(values, 'a')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('given a required field named __proto__ left empty / when the form is checked / should report it under its safe key with our words', async () => {
    const params = hostileParams();
    const { result } = renderHook(() => {
      const form = useElicitationHookForm(params);
      // Read while rendering, as a component showing errors does: react-hook-form then tracks them.
      void form.formState.errors;
      return form;
    });
    let valid = true;
    await act(async () => {
      valid = await result.current.trigger();
    });
    expect(valid).toBe(false);
    const { errors } = result.current.formState;
    expect(errors.f2?.type).toBe('required');
    expect(errors.f0?.type).toBe('required');
    expect(errors.f2?.message).toMatch(/\S/);
    expect(Object.keys(errors).sort()).toEqual(['f0', 'f2']);
  });
});
