import 'mcp-elicitation-react/styles.css';
import './demo.css';
import { createElicitationQueue } from 'mcp-elicitation-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createWireLog } from './wire-log';

// One queue for the page: every connection's handler feeds it, <ElicitationProvider> shows it.
const queue = createElicitationQueue();
const log = createWireLog();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App queue={queue} log={log} />
  </StrictMode>,
);
