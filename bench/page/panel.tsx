// Renderer 1b: this library's inline <ElicitationPanel>, exactly as a host renders it in a transcript: the raw
// `elicitation/create` params (parsed by the panel), the server's name, the message, the form and its footer.
import { useMemo } from 'react';
import {
  compileElicitationSchema,
  defaultWidgets,
  ElicitationForm,
  ElicitationPanel,
  FIELD_KINDS,
  toElicitContent,
  useElicitationForm,
  validateContent,
  type WidgetComponents,
  type WidgetProps,
} from '../../src/index.js';
import { type Counter, installBench, type RenderOptions } from './harness.js';
import type { JsonSchema } from './schemas.js';

const ignore = () => {};
const server = { name: 'bench', title: 'Bench Server' };

// Counting runs replace each default widget with a wrapper that counts, then renders the default.
let counter: Counter = ignore;
function CountedWidget(props: WidgetProps) {
  counter(props.field.name);
  const Default = defaultWidgets[props.field.kind];
  return <Default {...props} />;
}
const countingWidgets: WidgetComponents = Object.fromEntries(
  FIELD_KINDS.map((kind) => [kind, CountedWidget]),
);

/** Probes only: the panel's form is ours, so the probe reads the same controller-driven form as `ours`. */
function ProbeHost({ schema, onReader }: { schema: JsonSchema; onReader: RenderOptions['onReader'] }) {
  const model = useMemo(() => compileElicitationSchema(schema), [schema]);
  const controller = useElicitationForm({ model });
  onReader?.(() => toElicitContent(model, controller.getDraft()));
  return <ElicitationForm controller={controller} onSubmit={ignore} />;
}

installBench({
  name: 'panel',
  fieldSelector: '[data-kind]',
  render(schema, { count, probe, onReader }) {
    if (probe) return <ProbeHost schema={schema} onReader={onReader} />;
    if (count) counter = count;
    return (
      <ElicitationPanel
        request={{ mode: 'form', message: 'Please answer', requestedSchema: schema }}
        server={server}
        onResult={ignore}
        components={count ? countingWidgets : undefined}
      />
    );
  },
  validator(schema) {
    const model = compileElicitationSchema(schema);
    const check = (answer: unknown) => validateContent(model, answer).length;
    check({});
    return check;
  },
});
