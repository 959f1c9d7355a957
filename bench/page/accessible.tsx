// Renderer 5: the accessible floor (labels, descriptions, hints, ARIA wiring and an error slot per field; no
// library, no validation).
import { AccessibleForm } from './accessible-form.js';
import { installBench } from './harness.js';

installBench({
  name: 'accessible',
  fieldSelector: '[data-field]',
  render(schema, { count }) {
    return <AccessibleForm schema={schema} onRender={count} />;
  },
  validator: () => undefined,
});
