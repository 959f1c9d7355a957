// The page of the on-demand test: a host's production build (Vite, code split) showing one request in the main
// entry's dialog, as raw params, the way a host gets them. `?mode=url` asks for a URL, anything else for a form.
// What the test reads is on `window.__onDemand`; `window.open` only records, so Open opens no real tab.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationDialog, type ElicitResult } from '../../src/index.js';
import '../../src/styles/elicitation.css';
import { LOOKALIKE_URL } from './page-data.js';

export interface OnDemandPageState {
  /** Every `onResult` call, in order. */
  results: ElicitResult[];
  /** Every address `window.open` was asked to open. */
  opened: string[];
}

declare global {
  interface Window {
    __onDemand: OnDemandPageState;
  }
}

const state: OnDemandPageState = { results: [], opened: [] };
window.__onDemand = state;
window.open = (url?: string | URL) => {
  state.opened.push(String(url));
  return null;
};

const urlMode = new URLSearchParams(location.search).get('mode') === 'url';
const params = urlMode
  ? { mode: 'url', message: 'Sign in to continue', url: LOOKALIKE_URL }
  : {
      message: 'Tell us about yourself',
      requestedSchema: {
        type: 'object',
        properties: { name: { type: 'string', title: 'Name', minLength: 2 } },
        required: ['name'],
      },
    };

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <ElicitationDialog
      request={params}
      server={{ name: 'on-demand', title: 'On-demand test server' }}
      review={false}
      onResult={(result) => {
        state.results.push(result);
      }}
    />
  </StrictMode>,
);
