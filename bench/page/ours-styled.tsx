// Diagnostics for bench/profile.mjs (`--layout`): this library's form with its theme stylesheet, to time style and
// layout after the mount; `window.benchContain` adds `content-visibility: auto` to every field, to see whether
// skipping off-screen fields' layout pays for a long form.
import '../../src/styles/elicitation.css';
import { ElicitationForm } from '../../src/index.js';
import { installBench } from './harness.js';
import { ignore, validatorOf } from './ours-parts.js';

declare global {
  interface Window {
    benchContain?: (on: boolean) => void;
  }
}
const contain = document.createElement('style');
contain.textContent = '.mcp-elicit-field { content-visibility: auto; contain-intrinsic-size: auto 5rem; }';
window.benchContain = (on) => {
  if (on) document.head.append(contain);
  else contain.remove();
};

installBench({
  name: 'ours-styled',
  fieldSelector: '[data-kind]',
  render(schema) {
    return <ElicitationForm schema={schema} onSubmit={ignore} />;
  },
  validator: validatorOf,
});
