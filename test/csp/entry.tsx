// The page of the strict-CSP test: the library, its stylesheet and a dialog, built by Vite for production and
// served with `script-src 'self'` (no eval) and `style-src 'self'` (no inline styles). What the test reads is
// exposed on `window.__csp`.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationDialog, type ElicitResult } from '../../src/index.js';
import '../../src/styles/elicitation.css';

export interface CspPageState {
  /** Every `onResult` call, in order. */
  results: ElicitResult[];
  /** Every `securitypolicyviolation` event: directive, blocked URI and sample. */
  violations: string[];
  /** True when this page's own `new Function` probe was refused: the CSP really forbids code generation. */
  evalRefused: boolean;
}

declare global {
  interface Window {
    __csp: CspPageState;
  }
}

/** Marks the page's own probe in its violation report's 40-character sample, apart from the library's. */
export const PROBE = 'zq7';

const state: CspPageState = { results: [], violations: [], evalRefused: false };
window.__csp = state;
document.addEventListener('securitypolicyviolation', (event) => {
  state.violations.push(
    `${event.violatedDirective} ${event.blockedURI} "${event.sample}" at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
  );
});

// `?mode=url`: a URL-mode request to a page of this same loopback origin, so Open can really open it.
const urlMode = new URLSearchParams(location.search).get('mode') === 'url';
const formParams = {
  message: 'Tell us about yourself',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      email: { type: 'string', title: 'Email', format: 'email' },
      age: { type: 'integer', title: 'Age', minimum: 18 },
      color: {
        type: 'string',
        title: 'Color',
        oneOf: [
          { const: 'red', title: 'Red' },
          { const: 'green', title: 'Green' },
        ],
      },
    },
    required: ['name', 'email'],
  },
};
const urlParams = {
  mode: 'url',
  message: 'Connect your account',
  url: `${location.origin}/connected.html?from=csp`,
  elicitationId: 'csp-url-1',
};
// Raw params, as a host gets them: a URL request's analysis is a chunk loaded under the same policy.
const request = urlMode ? urlParams : formParams;

try {
  new Function(`return "${PROBE}"`)();
} catch {
  state.evalRefused = true;
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <ElicitationDialog
      request={request}
      server={{ name: 'csp-test', title: 'CSP test server', version: '1.0.0' }}
      onResult={(result) => {
        state.results.push(result);
      }}
    />
  </StrictMode>,
);
