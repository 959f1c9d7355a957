import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import type { WireLog } from '../wire-log';

const time = (at: number) =>
  new Date(at).toLocaleTimeString(undefined, {
    hour12: false,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
  });

export function WireLogPanel({ log }: { log: WireLog }) {
  const id = useId();
  const entries = useSyncExternalStore(log.subscribe, log.snapshot);
  const list = useRef<HTMLOListElement>(null);
  const last = entries.at(-1)?.id;

  // Follow new entries while the list is scrolled to (near) its end.
  useEffect(() => {
    const element = list.current;
    if (!element || last === undefined) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight < 120) {
      element.scrollTop = element.scrollHeight;
    }
  }, [last]);

  return (
    <section className="demo-panel demo-log" aria-labelledby={`${id}-title`}>
      <div className="demo-row demo-space-between">
        <h2 id={`${id}-title`}>JSON-RPC log</h2>
        <button type="button" className="mcp-elicit-button demo-small" onClick={log.clear}>
          Clear log
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="demo-hint">
          Every message between this page and the server, as sent and received over HTTP.
        </p>
      ) : (
        <ol className="demo-log-list" ref={list}>
          {entries.map((entry) => (
            <li key={entry.id} data-direction={entry.direction} data-kind={entry.kind}>
              <details>
                <summary>
                  <span className="demo-log-time">{time(entry.at)}</span>
                  <span
                    className="demo-log-arrow"
                    role="img"
                    aria-label={entry.direction === 'out' ? 'sent' : 'received'}
                  >
                    {entry.direction === 'out' ? '→' : '←'}
                  </span>
                  <span className="demo-log-summary">{entry.summary}</span>
                </summary>
                <pre>{JSON.stringify(entry.message, null, 2)}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
