import type { Tool } from '@modelcontextprotocol/client';
import { ElicitationProvider, type ElicitationQueue } from 'mcp-elicitation-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CallList, type CallRecord } from './components/call-list';
import { ModeSwitch } from './components/mode-switch';
import { type ConnectionStatus, ServerPanel, type ServerPreset } from './components/server-panel';
import { ToolPanel } from './components/tool-panel';
import { WireLogPanel } from './components/wire-log-panel';
import { exampleArgs, parseToolArguments } from './example-args';
import { type Connection, connect, type Negotiation } from './mcp-connection';
import type { WireLog } from './wire-log';

/** The locales the library brings without a catalogue: the demo switches between them. */
type BuiltInLocale = 'en' | 'zh-CN';

type Theme = 'system' | 'light' | 'dark';

const PRESETS: readonly ServerPreset[] = [
  {
    id: 'demo',
    label: 'Demo server (@modelcontextprotocol/server v2)',
    url: new URL('/mcp', window.location.href).href,
    note: 'Speaks 2026-07-28 (multi round-trip) and 2025-11-25. Its tools book, configure, survey, confirm, ask twice and connect an account.',
  },
  {
    id: 'everything',
    label: 'server-everything (2025-11-25)',
    url: new URL('/everything/mcp', window.location.href).href,
    note: 'The reference server, reached through this demo’s same-origin proxy. Try trigger-elicitation-request and trigger-url-elicitation.',
  },
];

/** The tool a server's list opens on: the first one that elicits, if any. */
const FIRST_TOOLS = ['book_table', 'trigger-elicitation-request'];

function argsText(tool: Tool | undefined) {
  return JSON.stringify(exampleArgs(tool?.inputSchema), null, 2);
}

export function App({ queue, log }: { queue: ElicitationQueue; log: WireLog }) {
  const [presetId, setPresetId] = useState('demo');
  const [url, setUrl] = useState(PRESETS[0]!.url);
  const [negotiation, setNegotiation] = useState<Negotiation>('auto');
  const [status, setStatus] = useState<ConnectionStatus>({ state: 'idle' });
  const [tools, setTools] = useState<readonly Tool[]>([]);
  const [selected, setSelected] = useState<string>();
  const [args, setArgs] = useState('{}');
  const [argsError, setArgsError] = useState<string>();
  // The 2026-07-28 Tasks extension: only a 2026-07-28 connection can use it.
  const [asTaskChosen, setAsTask] = useState(false);
  const [calls, setCalls] = useState<readonly CallRecord[]>([]);
  const [locale, setLocale] = useState<BuiltInLocale>('en');
  const [theme, setTheme] = useState<Theme>('system');
  const connection = useRef<Connection | undefined>(undefined);
  const modern = status.state === 'connected' && status.connection.era === 'modern';
  const asTask = asTaskChosen && modern;
  const nextCall = useRef(1);

  const selectTool = useCallback((name: string | undefined, list: readonly Tool[]) => {
    setSelected(name);
    setArgs(argsText(list.find((tool) => tool.name === name)));
    setArgsError(undefined);
  }, []);

  const showTools = useCallback((list: readonly Tool[]) => {
    setTools(list);
    setSelected((current) => {
      if (current && list.some((tool) => tool.name === current)) return current;
      const first = list.find((tool) => FIRST_TOOLS.includes(tool.name)) ?? list[0];
      setArgs(argsText(first));
      setArgsError(undefined);
      return first?.name;
    });
  }, []);

  const disconnect = useCallback(async () => {
    const current = connection.current;
    connection.current = undefined;
    setStatus({ state: 'idle' });
    setTools([]);
    setSelected(undefined);
    await current?.close().catch(() => {});
  }, []);

  const start = useCallback(async () => {
    setStatus({ state: 'connecting' });
    try {
      const opened = await connect(url, {
        queue,
        log,
        negotiation,
        onToolsChanged: showTools,
        onClosed: (reason) => {
          connection.current = undefined;
          setTools([]);
          setStatus({ state: 'error', message: reason });
        },
      });
      connection.current = opened;
      setStatus({ state: 'connected', connection: opened });
      showTools(opened.tools);
    } catch (error) {
      setStatus({ state: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }, [url, negotiation, queue, log, showTools]);

  // Leaving the page: answer whatever is still open and end the session.
  useEffect(() => {
    const leave = () => {
      void connection.current?.close();
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);

  const startCall = useCallback(
    (current: Connection, tool: string, toolArgs: Record<string, unknown>, asTask: boolean) => {
      const id = nextCall.current++;
      const controller = new AbortController();
      const update = (patch: Partial<CallRecord>) =>
        setCalls((list) => list.map((record) => (record.id === id ? { ...record, ...patch } : record)));
      const record: CallRecord = {
        id,
        tool,
        args: toolArgs,
        server: current.server.title ?? current.server.name,
        asTask,
        startedAt: Date.now(),
        state: 'running',
        stop: () => controller.abort(new Error('Stopped by you')),
      };
      setCalls((list) => [record, ...list]);
      current.callTool(tool, toolArgs, controller.signal, asTask).then(
        (result) => update({ state: 'done', result, finishedAt: Date.now() }),
        (error: unknown) =>
          update({
            state: controller.signal.aborted ? 'stopped' : 'failed',
            error: error instanceof Error ? error.message : String(error),
            finishedAt: Date.now(),
          }),
      );
    },
    [],
  );

  const call = useCallback(
    (times: number) => {
      const current = connection.current;
      if (!current || !selected) return;
      const parsed = parseToolArguments(args);
      if ('error' in parsed) {
        setArgsError(parsed.error);
        return;
      }
      setArgsError(undefined);
      for (let count = 0; count < times; count++) {
        startCall(current, selected, parsed.arguments, asTask);
      }
    },
    [args, selected, startCall, asTask],
  );

  const connected = status.state === 'connected';
  const themeAttribute = theme === 'system' ? undefined : theme;
  const providerTheme = useMemo(() => (theme === 'system' ? undefined : theme), [theme]);

  return (
    <div className="mcp-elicit-root demo-app" data-theme={themeAttribute}>
      <header className="demo-header">
        <div>
          <h1>MCP elicitation demo</h1>
          <p className="demo-hint">
            A web MCP client built on <code>@modelcontextprotocol/client</code>. Every question a server asks
            is shown by <code>mcp-elicitation-react</code>.
          </p>
        </div>
        <div className="demo-row">
          <ModeSwitch mode="page" />
          <label className="demo-inline-field">
            Dialog language
            <select value={locale} onChange={(event) => setLocale(event.target.value as BuiltInLocale)}>
              <option value="en">English</option>
              <option value="zh-CN">简体中文</option>
            </select>
          </label>
          <label className="demo-inline-field">
            Theme
            <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
              <option value="system">System</option>
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </select>
          </label>
        </div>
      </header>
      <main className="demo-main">
        <div className="demo-column">
          <ServerPanel
            presets={PRESETS}
            presetId={presetId}
            url={url}
            negotiation={negotiation}
            status={status}
            onPreset={(id) => {
              setPresetId(id);
              const preset = PRESETS.find((candidate) => candidate.id === id);
              if (preset) setUrl(preset.url);
            }}
            onUrl={(value) => {
              setUrl(value);
              setPresetId(PRESETS.find((candidate) => candidate.url === value)?.id ?? 'custom');
            }}
            onNegotiation={setNegotiation}
            onConnect={() => void start()}
            onDisconnect={() => void disconnect()}
          />
          <ToolPanel
            tools={tools}
            selected={selected}
            args={args}
            argsError={argsError}
            disabled={!connected}
            onSelect={(name) => selectTool(name, tools)}
            onArgs={setArgs}
            onCall={call}
            asTask={asTask}
            canRunAsTask={modern}
            onAsTask={setAsTask}
          />
        </div>
        <CallList calls={calls} />
        <WireLogPanel log={log} />
      </main>
      <ElicitationProvider queue={queue} locale={locale} theme={providerTheme} />
    </div>
  );
}
