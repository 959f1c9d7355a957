// The floor: plain React, one native input per field and nothing else. Each field keeps its own state,
// so a keystroke renders that field only: the least any React form can do to have the inputs on screen.
import { useState } from 'react';

type Property = Record<string, unknown>;

const INPUT_TYPES: Record<string, string> = {
  email: 'email',
  uri: 'url',
  date: 'date',
  'date-time': 'datetime-local',
};

function optionsOf(property: Property): { value: string; label: string }[] {
  const source = (property.type === 'array' ? property.items : property) as Property;
  if (Array.isArray(source.enum)) return source.enum.map((value: string) => ({ value, label: value }));
  const titled = (source.oneOf ?? source.anyOf) as { const: string; title?: string }[];
  return titled.map((option) => ({ value: option.const, label: option.title ?? option.const }));
}

export function FloorField({
  name,
  property,
  onRender,
}: {
  name: string;
  property: Property;
  onRender?: (name: string) => void;
}) {
  const [value, setValue] = useState<string | boolean | string[]>(
    property.type === 'boolean' ? false : property.type === 'array' ? [] : '',
  );
  onRender?.(name);
  const label = String(property.title ?? name);
  if (property.type === 'boolean') {
    return (
      <input aria-label={label} type="checkbox" checked={value === true} onChange={() => setValue(!value)} />
    );
  }
  if (property.type === 'array' || property.enum || property.oneOf) {
    const multiple = property.type === 'array';
    return (
      <select
        aria-label={label}
        multiple={multiple}
        value={value as string | string[]}
        onChange={(event) =>
          setValue(
            multiple ? [...event.target.selectedOptions].map((option) => option.value) : event.target.value,
          )
        }
      >
        {optionsOf(property).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  const type =
    property.type === 'number' || property.type === 'integer'
      ? 'number'
      : (INPUT_TYPES[String(property.format)] ?? 'text');
  return (
    <input
      aria-label={label}
      type={type}
      value={value as string}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

export function FloorForm({
  schema,
  onRender,
}: {
  schema: { properties: Record<string, Property> };
  onRender?: (name: string) => void;
}) {
  return (
    <form>
      {Object.entries(schema.properties).map(([name, property]) => (
        <FloorField key={name} name={name} property={property} onRender={onRender} />
      ))}
    </form>
  );
}
