// Renderer 1: this library's <ElicitationForm>, exactly as a host renders it.
import type { Ref } from 'react';
import { FIELD_KINDS } from '../../src/core/schema/model.js';
import { compileElicitationSchema, ElicitationForm, type WidgetComponents } from '../../src/index.js';
// Internals the profile times on their own (not part of the public API).
import { constraintHint } from '../../src/react/form/hints.js';
import type { Widget } from '../../src/react/form/widget-props.js';
import { createI18n } from '../../src/react/shared/i18n.js';
import { installBench } from './harness.js';
import { countingWidgets, countWith, ignore, ProbeHost, validatorOf } from './ours-parts.js';
import { SCHEMAS, type SchemaId } from './schemas.js';

// Diagnostics for bench/profile.mjs (`--variant bare`): every default widget replaced by one bare input, so
// the cost of the form machinery (compile, form state, FieldController, hints) shows apart from the widgets.
// `--variant model`: the schema compiled before the timed render (`adapter.render` runs before the clock
// starts), as the dialog and the provider mount a form whose request was parsed when it arrived.
const Bare: Widget = ({ inputProps, value, onChange }) => (
  <input
    {...inputProps}
    ref={inputProps.ref as Ref<HTMLInputElement>}
    value={typeof value === 'string' ? value : ''}
    onChange={(event) => onChange(event.target.value)}
  />
);
const bareWidgets: WidgetComponents = Object.fromEntries(FIELD_KINDS.map((kind) => [kind, Bare]));
declare global {
  interface Window {
    benchVariant?: 'bare' | 'model';
    /** Median time of compileElicitationSchema for a schema, fresh copy each run. */
    benchCompile?: (id: SchemaId, runs: number) => number;
    /** Median time of constraintHint for every field of a schema (what the FieldControllers compute). */
    benchHints?: (id: SchemaId, runs: number) => number;
  }
}
window.benchHints = (id, runs) => {
  const model = compileElicitationSchema(structuredClone(SCHEMAS[id]));
  const i18n = createI18n();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    for (const field of model.fields) constraintHint(field, i18n);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
};
window.benchCompile = (id, runs) => {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const copy = structuredClone(SCHEMAS[id]);
    const t0 = performance.now();
    compileElicitationSchema(copy);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
};

installBench({
  name: 'ours',
  fieldSelector: '[data-kind]',
  render(schema, { count, probe, onReader }) {
    if (probe) return <ProbeHost schema={schema} onReader={onReader} />;
    if (count) countWith(count);
    const components = count ? countingWidgets : window.benchVariant === 'bare' ? bareWidgets : undefined;
    if (window.benchVariant === 'model' && !count) {
      return <ElicitationForm model={compileElicitationSchema(schema)} onSubmit={ignore} />;
    }
    return <ElicitationForm schema={schema} onSubmit={ignore} components={components} />;
  },
  validator: validatorOf,
});
