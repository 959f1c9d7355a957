// Renderer 1c: this library's modal <ElicitationDialog>, opened as a host opens it when a request arrives: the raw
// `elicitation/create` params (parsed by the dialog), portalled into the page's root so the harness sees it. Its
// figure is the open: from the render call to the first field's control having focus. The theme stylesheet is
// loaded, as a host ships the dialog.
import '../../src/styles/elicitation.css';
import { ElicitationDialog } from '../../src/index.js';
import { installBench } from './harness.js';
import { countingWidgets, countWith, ignore, ProbeHost, validatorOf } from './ours-parts.js';

const server = { name: 'bench', title: 'Bench Server' };
const app = document.getElementById('app');

installBench({
  name: 'dialog',
  fieldSelector: '[data-kind]',
  render(schema, { count, probe, onReader }) {
    if (probe) return <ProbeHost schema={schema} onReader={onReader} />;
    if (count) countWith(count);
    return (
      <ElicitationDialog
        request={{ mode: 'form', message: 'Please answer', requestedSchema: schema }}
        server={server}
        onResult={ignore}
        container={app}
        components={count ? countingWidgets : undefined}
      />
    );
  },
  validator: validatorOf,
});
