import { useId } from 'react';
import { type ElicitationError, type ServerIdentity, serverDisplayName } from '../../src/core/index.js';
import './host.css';

/**
 * What a host can show when `parseElicitRequest` refuses a request: who sent it, that nothing was shown
 * or sent, and every issue with its JSON pointer. (The host also answers the server with JSON-RPC error
 * -32602, Invalid params, as the official SDK does.) This is host code, not part of the library.
 */
export function RequestRejected({ error, server }: { error: ElicitationError; server: ServerIdentity }) {
  const headingId = useId();
  return (
    <section className="sb-rejected" aria-labelledby={headingId}>
      <h2 id={headingId}>{serverDisplayName(server, 'A server')} sent a request this app cannot show</h2>
      <p>
        Nothing was shown to you and nothing was sent. The server was told its request was invalid (JSON-RPC
        error -32602) and why:
      </p>
      <ul aria-label="Problems in the request">
        {error.issues.map((issue) => (
          <li key={`${issue.path} ${issue.message}`}>
            <code>{issue.path || '/'}</code> {issue.message}{' '}
            <span className="sb-rejected-code">({issue.code})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
