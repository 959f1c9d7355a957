// Renderer 4: the hand-written floor (no validation, no labels beyond aria-label, no errors).
import { FloorForm } from './floor-form.js';
import { installBench } from './harness.js';

installBench({
  name: 'floor',
  fieldSelector: 'input, select',
  render(schema, { count }) {
    return <FloorForm schema={schema} onRender={count} />;
  },
  validator: () => undefined,
});
