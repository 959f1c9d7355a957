// Renderer 1b: this library's inline <ElicitationPanel>, exactly as a host renders it in a transcript: the raw
// `elicitation/create` params (parsed by the panel), the server's name, the message, the form and its footer.
import { ElicitationPanel } from '../../src/index.js';
import { installBench } from './harness.js';
import { countingWidgets, countWith, ignore, ProbeHost, validatorOf } from './ours-parts.js';

const server = { name: 'bench', title: 'Bench Server' };

installBench({
  name: 'panel',
  fieldSelector: '[data-kind]',
  render(schema, { count, probe, onReader }) {
    if (probe) return <ProbeHost schema={schema} onReader={onReader} />;
    if (count) countWith(count);
    return (
      <ElicitationPanel
        request={{ mode: 'form', message: 'Please answer', requestedSchema: schema }}
        server={server}
        onResult={ignore}
        components={count ? countingWidgets : undefined}
      />
    );
  },
  validator: validatorOf,
});
