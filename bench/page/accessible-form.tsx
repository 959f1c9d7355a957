// The accessible floor: a hand-written React form with what an accessible form must have per field (a label tied
// to the control, the description, a constraint hint when there is one, the control wired with aria-describedby
// and aria-required, an error slot) and its own useState; per form, one live region that would announce errors
// and one useId; no library, no validation. The same controls as our default widgets (radios and checkbox groups
// in a fieldset with a legend), so the gap to it is our own per-field work. Nothing more: no hook per field beyond
// its state, no live region per field (bench/README.md, "The accessible floor").
import { useId, useState } from 'react';

type Property = Record<string, unknown>;
type Option = { value: string; label: string };

const INPUT_TYPES: Record<string, string> = {
  email: 'email',
  uri: 'url',
  date: 'date',
  'date-time': 'datetime-local',
};

function optionsOf(property: Property): Option[] {
  const source = (property.type === 'array' ? property.items : property) as Property;
  if (Array.isArray(source.enum)) {
    const names = property.enumNames as string[] | undefined;
    return source.enum.map((value: string, index) => ({ value, label: names?.[index] ?? value }));
  }
  const titled = (source.oneOf ?? source.anyOf) as { const: string; title?: string }[];
  return titled.map((option) => ({ value: option.const, label: option.title ?? option.const }));
}

/** The constraints in words, written by hand as a form author would. */
function hintOf(property: Property): string | undefined {
  const parts: string[] = [];
  const { minLength, maxLength, minimum, maximum, minItems, maxItems, format } = property;
  if (format === 'email') parts.push('An email address, like name@example.com');
  if (format === 'uri') parts.push('A web address, like https://example.com');
  if (format === 'date-time') parts.push('In your time zone');
  if (minLength !== undefined && maxLength !== undefined) parts.push(`${minLength}–${maxLength} characters`);
  if (minimum !== undefined && maximum !== undefined) parts.push(`From ${minimum} to ${maximum}`);
  if (property.type === 'integer') parts.push('A whole number');
  if (minItems !== undefined) parts.push(`Choose at least ${minItems}`);
  if (maxItems !== undefined) parts.push(`Choose up to ${maxItems}`);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

function initial(property: Property): string | boolean | string[] {
  return property.type === 'boolean' ? false : property.type === 'array' ? [] : '';
}

export function AccessibleField({
  name,
  property,
  required,
  idPrefix,
  onRender,
}: {
  name: string;
  property: Property;
  required: boolean;
  /** The form's own id: a field's ids are it and the field's name. */
  idPrefix: string;
  onRender?: (name: string) => void;
}) {
  const [value, setValue] = useState(() => initial(property));
  const id = `${idPrefix}${name}`;
  onRender?.(name);
  const label = String(property.title ?? name);
  const description = property.description === undefined ? undefined : String(property.description);
  const hint = hintOf(property);
  const describedBy = [description && `${id}-description`, hint && `${id}-hint`].filter(Boolean).join(' ');
  const marker = required ? <span aria-hidden="true"> *</span> : null;
  const texts = (
    <>
      {hint && <p id={`${id}-hint`}>{hint}</p>}
      <p id={`${id}-error`} />
    </>
  );
  const descriptionLine = description && <p id={`${id}-description`}>{description}</p>;
  const wired = {
    id: `${id}-input`,
    name,
    'aria-describedby': describedBy || undefined,
    'aria-required': required,
  };

  if (property.type === 'boolean') {
    return (
      <div data-field="">
        <div>
          <input
            {...wired}
            type="checkbox"
            checked={value === true}
            onChange={() => setValue(value !== true)}
          />
          <label htmlFor={wired.id}>
            {label}
            {marker}
          </label>
        </div>
        {descriptionLine}
        {texts}
      </div>
    );
  }
  if (property.type === 'array' || property.enum || property.oneOf) {
    const multiple = property.type === 'array';
    const options = optionsOf(property);
    if (multiple || options.length <= 5) {
      const chosen = value as string | string[];
      return (
        <fieldset data-field="" aria-describedby={describedBy || undefined}>
          <legend>
            {label}
            {marker}
          </legend>
          {descriptionLine}
          <div>
            {options.map((option, index) => (
              <label key={option.value}>
                <input
                  id={index === 0 ? wired.id : `${wired.id}-${index}`}
                  name={name}
                  type={multiple ? 'checkbox' : 'radio'}
                  value={option.value}
                  checked={multiple ? (chosen as string[]).includes(option.value) : chosen === option.value}
                  onChange={() =>
                    setValue(
                      multiple
                        ? (chosen as string[]).includes(option.value)
                          ? (chosen as string[]).filter((entry) => entry !== option.value)
                          : [...(chosen as string[]), option.value]
                        : option.value,
                    )
                  }
                />
                {option.label}
              </label>
            ))}
          </div>
          {texts}
        </fieldset>
      );
    }
    return (
      <div data-field="">
        <label htmlFor={wired.id}>
          {label}
          {marker}
        </label>
        {descriptionLine}
        <select {...wired} value={value as string} onChange={(event) => setValue(event.target.value)}>
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {texts}
      </div>
    );
  }
  const type =
    property.type === 'number' || property.type === 'integer'
      ? 'text'
      : (INPUT_TYPES[String(property.format)] ?? 'text');
  return (
    <div data-field="">
      <label htmlFor={wired.id}>
        {label}
        {marker}
      </label>
      {descriptionLine}
      <input
        {...wired}
        type={type}
        value={value as string}
        onChange={(event) => setValue(event.target.value)}
      />
      {texts}
    </div>
  );
}

export function AccessibleForm({
  schema,
  onRender,
}: {
  schema: { properties: Record<string, Property>; required?: string[] };
  onRender?: (name: string) => void;
}) {
  const required = new Set(schema.required ?? []);
  const idPrefix = useId();
  return (
    <form noValidate>
      <div role="alert" />
      {Object.entries(schema.properties).map(([name, property]) => (
        <AccessibleField
          key={name}
          name={name}
          property={property}
          required={required.has(name)}
          idPrefix={idPrefix}
          onRender={onRender}
        />
      ))}
      <button type="submit">Submit</button>
    </form>
  );
}
