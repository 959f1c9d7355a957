// The page in server-side mode: the demo's Node process runs the MCP client and the bridge; this page lists the
// tools, asks the server to call them, and renders the questions through `createRemoteElicitationQueue`. A reload,
// a second tab or another signed-in user all see what the bridge says they may.
import type { Tool } from '@modelcontextprotocol/client';
import { ElicitationProvider, type ElicitationQueue } from 'mcp-elicitation-react';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { CallList, type CallRecord } from './components/call-list';
import { ModeSwitch } from './components/mode-switch';
import { ToolPanel } from './components/tool-panel';
import { exampleArgs, parseToolArguments } from './example-args';
import {
  listCalls,
  listTools,
  type Negotiation,
  type ServerSideCall,
  type ServerSideTools,
  signedInUser,
  signIn,
  startCall,
  stopCall,
} from './server-side-api';

const POLL_MS = 500;

const argsText = (tool: Tool | undefined) => JSON.stringify(exampleArgs(tool?.inputSchema), null, 2);

const toRecord = (call: ServerSideCall): CallRecord => ({
  ...call,
  server: `${call.server} · ${call.protocolVersion ?? '?'}`,
  stop: () => void stopCall(call.id),
});

export function ServerSideApp({ queue }: { queue: ElicitationQueue }) {
  const id = useId();
  const [user] = useState(signedInUser);
  const [nextUser, setNextUser] = useState(user);
  const [negotiation, setNegotiation] = useState<Negotiation>('auto');
  const [connected, setConnected] = useState<ServerSideTools>();
  const [problem, setProblem] = useState<string>();
  const [selected, setSelected] = useState<string>();
  const [args, setArgs] = useState('{}');
  const [argsError, setArgsError] = useState<string>();
  const [calls, setCalls] = useState<readonly ServerSideCall[]>([]);

  useEffect(() => {
    let live = true;
    setConnected(undefined);
    listTools(negotiation).then(
      (found) => {
        if (!live) return;
        setConnected(found);
        setProblem(undefined);
        const first = found.tools.find((tool) => tool.name === 'book_table') ?? found.tools[0];
        setSelected(first?.name);
        setArgs(argsText(first));
      },
      (error: unknown) => live && setProblem(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [negotiation]);

  // The calls run on the server and outlive this page: a reload finds them here again.
  useEffect(() => {
    let live = true;
    const refresh = () =>
      listCalls().then(
        (list) => live && setCalls(list),
        () => {},
      );
    void refresh();
    const timer = setInterval(refresh, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  const call = useCallback(
    (times: number) => {
      if (!selected) return;
      const parsed = parseToolArguments(args);
      if ('error' in parsed) {
        setArgsError(parsed.error);
        return;
      }
      setArgsError(undefined);
      for (let count = 0; count < times; count++) {
        void startCall(selected, parsed.arguments, negotiation).then(async () => setCalls(await listCalls()));
      }
    },
    [args, selected, negotiation],
  );

  const switchUser = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[\w-]{1,40}$/.test(nextUser) || nextUser === user) return;
    signIn(nextUser);
    window.location.reload();
  };

  const tools = connected?.tools ?? [];
  return (
    <div className="mcp-elicit-root demo-app">
      <header className="demo-header">
        <div>
          <h1>MCP elicitation demo</h1>
          <p className="demo-hint">
            Server-side mode: the demo server runs the MCP client and{' '}
            <code>mcp-elicitation-react/bridge</code>; this page only renders the questions (
            <code>createRemoteElicitationQueue</code>).
          </p>
        </div>
        <div className="demo-row">
          <ModeSwitch mode="server" />
        </div>
      </header>
      <main className="demo-main">
        <div className="demo-column">
          <section className="demo-panel" aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`}>Server</h2>
            <form className="demo-row" onSubmit={switchUser}>
              <label className="demo-inline-field">
                Signed in as
                <input value={nextUser} onChange={(event) => setNextUser(event.target.value)} />
              </label>
              <button type="submit" className="mcp-elicit-button demo-small">
                Switch user
              </button>
            </form>
            <label className="demo-inline-field">
              Protocol
              <select
                value={negotiation}
                onChange={(event) => setNegotiation(event.target.value as Negotiation)}
              >
                <option value="auto">auto (2026-07-28 when offered)</option>
                <option value="legacy">2025-11-25 handshake</option>
                <option value="ai-sdk">AI SDK (@ai-sdk/mcp under streamText, a stand-in model)</option>
              </select>
            </label>
            <p
              className="demo-status"
              data-state={connected ? 'connected' : problem ? 'error' : 'connecting'}
              role="status"
            >
              {connected
                ? `${connected.server} · protocol ${connected.protocolVersion ?? 'unknown'} · as ${user}`
                : (problem ?? 'Connecting…')}
            </p>
          </section>
          <ToolPanel
            tools={tools}
            selected={selected}
            args={args}
            argsError={argsError}
            disabled={!connected}
            onSelect={(name) => {
              setSelected(name);
              setArgs(argsText(tools.find((tool) => tool.name === name)));
            }}
            onArgs={setArgs}
            onCall={call}
            asTask={false}
            canRunAsTask={false}
            onAsTask={() => {}}
          />
        </div>
        <CallList calls={calls.map(toRecord)} />
      </main>
      <ElicitationProvider queue={queue} />
    </div>
  );
}
