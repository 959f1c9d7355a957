// What the two renderers of this library (ElicitationForm in ours.tsx, ElicitationPanel in panel.tsx) share, so
// both are measured with the same counting widgets, the same probe and the same validator.
import { useMemo } from 'react';
import { FIELD_KINDS } from '../../src/core/schema/model.js';
import {
  compileElicitationSchema,
  ElicitationForm,
  toElicitContent,
  validateContent,
  type WidgetComponents,
  type WidgetProps,
} from '../../src/index.js';
// Internals the bench drives directly (the surface rule keeps them out of the public entries).
import { useElicitationForm } from '../../src/react/form/use-elicitation-form.js';
import { defaultWidgets } from '../../src/react/form/widgets/index.js';
import type { Counter, RenderOptions } from './harness.js';
import type { JsonSchema } from './schemas.js';

export const ignore = () => {};

// Counting runs replace each default widget with a wrapper that counts, then renders the default.
let counter: Counter = ignore;
/** Where the counting widgets report the next renders. */
export function countWith(count: Counter): void {
  counter = count;
}
function CountedWidget(props: WidgetProps) {
  counter(props.field.name);
  const Default = defaultWidgets[props.field.kind];
  return <Default {...props} />;
}
export const countingWidgets: WidgetComponents = Object.fromEntries(
  FIELD_KINDS.map((kind) => [kind, CountedWidget]),
);

/** Probes only: the same form, driven by a controller so the probe can read the content it would send. */
export function ProbeHost({ schema, onReader }: { schema: JsonSchema; onReader: RenderOptions['onReader'] }) {
  const model = useMemo(() => compileElicitationSchema(schema), [schema]);
  const controller = useElicitationForm({ model });
  onReader?.(() => toElicitContent(model, controller.getDraft()));
  return <ElicitationForm controller={controller} onSubmit={ignore} />;
}

/** The validation the bench times: one compiled model, `validateContent` per answer. */
export function validatorOf(schema: JsonSchema): (answer: unknown) => number {
  const model = compileElicitationSchema(schema);
  const check = (answer: unknown) => validateContent(model, answer).length;
  check({}); // compiles and caches the validator with the model
  return check;
}
