// Renderer 2: react-jsonschema-form, `@rjsf/core` Form with `@rjsf/validator-ajv8`, default theme.
import Form, { getDefaultRegistry } from '@rjsf/core';
import type { Field, FieldProps, RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createRef } from 'react';
import { type Counter, installBench } from './harness.js';

const SchemaField = getDefaultRegistry().fields.SchemaField as Field;

// Counting runs wrap SchemaField, the component rjsf renders for every field (and for the root object).
let counter: Counter = () => {};
function CountingSchemaField(props: FieldProps) {
  if (props.fieldPathId.$id !== 'root') counter(props.fieldPathId.$id);
  return <SchemaField {...props} />;
}
const countingFields = { SchemaField: CountingSchemaField };

installBench({
  name: 'rjsf',
  fieldSelector: '.rjsf-field:not(.rjsf-field-object)',
  render(schema, { count, onReader }) {
    if (count) counter = count;
    const ref = createRef<Form>();
    onReader?.(() => ref.current?.state.formData);
    return (
      <Form
        ref={ref}
        schema={schema as RJSFSchema}
        validator={validator}
        fields={count ? countingFields : undefined}
      />
    );
  },
  validator(schema) {
    const check = (answer: unknown) => validator.validateFormData(answer, schema as RJSFSchema).errors.length;
    check({}); // compiles once; Ajv caches the compiled schema by object
    return check;
  },
});
