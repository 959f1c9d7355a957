// Renderer 3: JSON Forms, `@jsonforms/react` with the vanilla renderers and cells and a generated UI schema.
import { createAjv, Generate, type JsonSchema as JsonFormsSchema, validate } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { useMemo } from 'react';
import { installBench, type RenderOptions } from './harness.js';
import type { JsonSchema } from './schemas.js';

const initialData = {};

/**
 * Uncontrolled, the lightest documented use: JSON Forms keeps the data and reports it through onChange
 * (the docs' `data`/`setData` pattern would add a re-render of the host per keystroke). The UI schema is
 * generated the way JSON Forms does when none is given, once per schema.
 */
function Host({ schema, onReader }: { schema: JsonSchema } & RenderOptions) {
  const uischema = useMemo(() => Generate.uiSchema(schema as JsonFormsSchema), [schema]);
  const latest = useMemo(() => ({ data: undefined as unknown }), []);
  onReader?.(() => latest.data);
  return (
    <JsonForms
      schema={schema as JsonFormsSchema}
      uischema={uischema}
      data={initialData}
      renderers={vanillaRenderers}
      cells={vanillaCells}
      onChange={({ data }) => {
        latest.data = data;
      }}
    />
  );
}

installBench({
  name: 'jsonforms',
  // No per-field wrapper count: JSON Forms' field components read its context below any wrapper we could
  // register, so its field figure comes from the generic attribution only.
  fieldSelector: '.vertical-layout-item',
  render(schema, options) {
    return <Host schema={schema} {...options} />;
  },
  validator(schema) {
    const compiled = createAjv().compile(schema);
    return (answer: unknown) => validate(compiled, answer).length;
  },
});
