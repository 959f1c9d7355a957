import type { CallToolResult } from '@modelcontextprotocol/client';
import { useId } from 'react';

export interface CallRecord {
  readonly id: number | string;
  readonly tool: string;
  readonly args: Record<string, unknown>;
  readonly server: string;
  /** Run with the 2026-07-28 Tasks extension declared. */
  readonly asTask?: boolean;
  readonly startedAt: number;
  readonly state: 'running' | 'done' | 'failed' | 'stopped';
  readonly result?: CallToolResult;
  readonly error?: string;
  readonly finishedAt?: number;
  readonly stop?: () => void;
}

const STATE_LABEL: Record<CallRecord['state'], string> = {
  running: 'waiting',
  done: 'done',
  failed: 'failed',
  stopped: 'stopped',
};

export function CallList({ calls }: { calls: readonly CallRecord[] }) {
  const id = useId();
  return (
    <section className="demo-panel demo-results" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Results</h2>
      {calls.length === 0 ? (
        <p className="demo-hint">Tool results appear here, newest first.</p>
      ) : (
        <ol className="demo-calls" aria-live="polite">
          {calls.map((call) => (
            <li key={call.id} className="demo-call" data-state={call.state} aria-label={`${call.tool} call`}>
              <div className="demo-call-head">
                <code className="demo-call-name">{call.tool}</code>
                {call.asTask ? <span className="demo-hint">as a task</span> : null}
                <span className="demo-badge" data-state={call.state}>
                  {call.result?.isError ? 'tool error' : STATE_LABEL[call.state]}
                </span>
                {call.finishedAt ? (
                  <span className="demo-hint">
                    {((call.finishedAt - call.startedAt) / 1000).toFixed(1)} s
                  </span>
                ) : null}
                {call.state === 'running' && call.stop ? (
                  <button type="button" className="mcp-elicit-button demo-small" onClick={call.stop}>
                    Stop
                  </button>
                ) : null}
              </div>
              <details className="demo-call-args">
                <summary>
                  Arguments · <span className="demo-hint">{call.server}</span>
                </summary>
                <pre>{JSON.stringify(call.args, null, 2)}</pre>
              </details>
              {call.error ? <p className="demo-error">{call.error}</p> : null}
              {call.result ? <ResultContent result={call.result} /> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ResultContent({ result }: { result: CallToolResult }) {
  return (
    <div className="demo-result" data-testid="tool-result">
      {result.content.map((block, index) => {
        const key = `${index}-${block.type}`;
        if (block.type === 'text') {
          return (
            <pre key={key} className="demo-result-text">
              {block.text}
            </pre>
          );
        }
        if (block.type === 'image' && /^image\/(png|jpeg|gif|webp)$/.test(block.mimeType)) {
          return <img key={key} alt="Tool result" src={`data:${block.mimeType};base64,${block.data}`} />;
        }
        return (
          <pre key={key} className="demo-result-text">
            {JSON.stringify(block, null, 2)}
          </pre>
        );
      })}
      {result.structuredContent ? (
        <pre className="demo-result-text">{JSON.stringify(result.structuredContent, null, 2)}</pre>
      ) : null}
    </div>
  );
}
