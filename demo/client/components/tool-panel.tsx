import type { Tool } from '@modelcontextprotocol/client';
import { type FormEvent, useId } from 'react';

export interface ToolPanelProps {
  tools: readonly Tool[];
  selected: string | undefined;
  args: string;
  argsError: string | undefined;
  disabled: boolean;
  onSelect: (name: string) => void;
  onArgs: (text: string) => void;
  onCall: (times: number) => void;
  /** Declare the 2026-07-28 Tasks extension (SEP-2663) on the call. */
  asTask: boolean;
  /** Only a 2026-07-28 connection can. */
  canRunAsTask: boolean;
  onAsTask: (on: boolean) => void;
}

/** Marks the tools that ask the person something, so they stand out in long lists such as server-everything's. */
const ELICITING =
  /elicit|book_table|update_settings|survey|delete_file|plan_trip|connect_account|deploy_release/;

export function ToolPanel({
  tools,
  selected,
  args,
  argsError,
  disabled,
  onSelect,
  onArgs,
  onCall,
  asTask,
  canRunAsTask,
  onAsTask,
}: ToolPanelProps) {
  const id = useId();
  const tool = tools.find((candidate) => candidate.name === selected);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCall(1);
  };

  return (
    <section className="demo-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Tools</h2>
      {tools.length === 0 ? (
        <p className="demo-hint">Connect to a server to list its tools.</p>
      ) : (
        <form className="demo-stack" onSubmit={submit}>
          <div className="demo-field">
            <label htmlFor={`${id}-tool`}>Tool</label>
            <select
              id={`${id}-tool`}
              value={selected ?? ''}
              onChange={(event) => onSelect(event.target.value)}
            >
              {tools.map((candidate) => (
                <option key={candidate.name} value={candidate.name}>
                  {candidate.name}
                  {ELICITING.test(candidate.name) ? ' ✦' : ''}
                </option>
              ))}
            </select>
            {tool?.description ? (
              <p className="demo-hint" id={`${id}-description`}>
                {tool.description}
              </p>
            ) : null}
          </div>
          <div className="demo-field">
            <label htmlFor={`${id}-args`}>Arguments (JSON)</label>
            <textarea
              id={`${id}-args`}
              className="demo-code-input"
              rows={Math.min(12, Math.max(3, args.split('\n').length))}
              spellCheck={false}
              value={args}
              aria-invalid={argsError ? true : undefined}
              aria-describedby={argsError ? `${id}-args-error` : undefined}
              onChange={(event) => onArgs(event.target.value)}
            />
            {argsError ? (
              <p className="demo-error" id={`${id}-args-error`}>
                {argsError}
              </p>
            ) : null}
          </div>
          <div className="demo-field">
            <label className="demo-check">
              <input
                type="checkbox"
                checked={asTask}
                disabled={!canRunAsTask}
                aria-describedby={`${id}-task-hint`}
                onChange={(event) => onAsTask(event.target.checked)}
              />
              Tasks extension (2026-07-28)
            </label>
            <p className="demo-hint" id={`${id}-task-hint`}>
              Declares <code>io.modelcontextprotocol/tasks</code>, so the server may answer with a task that
              is polled with <code>tasks/get</code> and answered with <code>tasks/update</code>. The SDK
              cannot read a task, so these calls go through the library’s no-SDK helpers.
              {canRunAsTask ? '' : ' Needs a 2026-07-28 connection.'}
            </p>
          </div>
          <div className="demo-row">
            <button
              type="submit"
              className="mcp-elicit-button"
              data-variant="primary"
              disabled={disabled || !tool}
            >
              Call tool
            </button>
            <button
              type="button"
              className="mcp-elicit-button"
              disabled={disabled || !tool}
              onClick={() => onCall(2)}
            >
              Call twice at once
            </button>
          </div>
          <p className="demo-hint">
            ✦ asks you something. Calls can overlap: their questions wait in line (“1 of 2”).
          </p>
        </form>
      )}
    </section>
  );
}
