import 'mcp-elicitation-react/styles.css';
import './demo.css';
import { createElicitationQueue, createRemoteElicitationQueue } from 'mcp-elicitation-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { currentMode } from './components/mode-switch';
import { ServerSideApp } from './server-side-app';
import { createWireLog } from './wire-log';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// In this page (default): one queue for the page, every connection's handler feeds it, <ElicitationProvider>
// shows it. Server-side (`?mode=server`): the demo server's bridge feeds it over Server-Sent Events.
const app =
  currentMode() === 'server' ? (
    <ServerSideApp queue={createRemoteElicitationQueue({ url: '/bridge' })} />
  ) : (
    <App queue={createElicitationQueue()} log={createWireLog()} />
  );
createRoot(root).render(<StrictMode>{app}</StrictMode>);
