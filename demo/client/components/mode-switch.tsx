import { useId } from 'react';

/** Where the MCP client runs: `page` (this tab, the default) or `server` (the demo's Node process, via the bridge). */
export type ClientMode = 'page' | 'server';

/** The mode of this page load, from `?mode=server`. */
export function currentMode(): ClientMode {
  return new URLSearchParams(window.location.search).get('mode') === 'server' ? 'server' : 'page';
}

/** Switches by loading the page again in the other mode: each mode has its own queue. */
export function ModeSwitch({ mode }: { mode: ClientMode }) {
  const id = useId();
  const go = (next: ClientMode) => {
    const url = new URL(window.location.href);
    if (next === 'server') url.searchParams.set('mode', 'server');
    else url.searchParams.delete('mode');
    window.location.assign(url.href);
  };
  return (
    <label className="demo-inline-field" htmlFor={id}>
      MCP client
      <select id={id} value={mode} onChange={(event) => go(event.target.value as ClientMode)}>
        <option value="page">in this page</option>
        <option value="server">on the demo server</option>
      </select>
    </label>
  );
}
