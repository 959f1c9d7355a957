import { type FormEvent, type ReactNode, useId } from 'react';
import type { Connection, Negotiation } from '../mcp-connection';

export interface ServerPreset {
  readonly id: string;
  readonly label: string;
  readonly url: string;
  readonly note: string;
}

export type ConnectionStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'connecting' }
  | { readonly state: 'connected'; readonly connection: Connection }
  | { readonly state: 'error'; readonly message: string };

export interface ServerPanelProps {
  presets: readonly ServerPreset[];
  presetId: string;
  url: string;
  negotiation: Negotiation;
  status: ConnectionStatus;
  onPreset: (id: string) => void;
  onUrl: (url: string) => void;
  onNegotiation: (negotiation: Negotiation) => void;
  onConnect: () => void;
  onDisconnect: () => void;
}

export function ServerPanel(props: ServerPanelProps) {
  const { presets, presetId, url, negotiation, status } = props;
  const id = useId();
  const busy = status.state === 'connecting';
  const connected = status.state === 'connected';
  const preset = presets.find((candidate) => candidate.id === presetId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (connected) props.onDisconnect();
    else props.onConnect();
  };

  return (
    <section className="demo-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Server</h2>
      <form className="demo-stack" onSubmit={submit}>
        <div className="demo-field">
          <label htmlFor={`${id}-preset`}>Choose a server</label>
          <select
            id={`${id}-preset`}
            value={presetId}
            disabled={connected || busy}
            onChange={(event) => props.onPreset(event.target.value)}
          >
            {presets.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.label}
              </option>
            ))}
            <option value="custom">Other URL…</option>
          </select>
          {preset ? <p className="demo-hint">{preset.note}</p> : null}
        </div>
        <div className="demo-field">
          <label htmlFor={`${id}-url`}>Streamable HTTP URL</label>
          <input
            id={`${id}-url`}
            type="url"
            required
            spellCheck={false}
            autoComplete="url"
            value={url}
            disabled={connected || busy}
            onChange={(event) => props.onUrl(event.target.value)}
          />
        </div>
        <div className="demo-field">
          <label htmlFor={`${id}-negotiation`}>Protocol</label>
          <select
            id={`${id}-negotiation`}
            value={negotiation}
            disabled={connected || busy}
            onChange={(event) => props.onNegotiation(event.target.value as Negotiation)}
          >
            <option value="auto">Negotiate: 2026-07-28 if the server offers it</option>
            <option value="legacy">2025-11-25 handshake only</option>
          </select>
        </div>
        <div className="demo-row">
          <button
            type="submit"
            className="mcp-elicit-button"
            data-variant={connected ? undefined : 'primary'}
            disabled={busy}
          >
            {connected ? 'Disconnect' : busy ? 'Connecting…' : 'Connect'}
          </button>
        </div>
      </form>
      <ConnectionLine status={status} />
    </section>
  );
}

function ConnectionLine({ status }: { status: ConnectionStatus }) {
  let content: ReactNode = 'Not connected.';
  if (status.state === 'connecting') content = 'Connecting…';
  if (status.state === 'error')
    content = <span className="demo-error">Could not connect: {status.message}</span>;
  if (status.state === 'connected') {
    const { server, protocolVersion, era, tools } = status.connection;
    content = (
      <>
        Connected to <strong>{server.title ?? server.name}</strong>
        {server.version ? ` ${server.version}` : ''} · protocol <code>{protocolVersion ?? 'unknown'}</code>
        {era ? ` (${era === 'modern' ? 'multi round-trip' : 'server-pushed requests'})` : ''} · {tools.length}{' '}
        tools
      </>
    );
  }
  return (
    <p className="demo-status" role="status" data-state={status.state}>
      {content}
    </p>
  );
}
