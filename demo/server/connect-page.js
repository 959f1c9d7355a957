// The local page a URL-mode elicitation of `connect_account` points at: the out-of-band step a real server
// would hand to an OAuth provider or a payment page. Plain HTML, no script, so it works under any CSP.

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** @param {string} title @param {string} body */
function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { max-width: 28rem; padding: 2rem; border: 1px solid color-mix(in srgb, CanvasText 15%, transparent);
    border-radius: 12px; }
  h1 { font-size: 1.25rem; margin-top: 0; }
  code { font-size: 0.9em; }
  .actions { display: flex; gap: 0.5rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.5rem 1rem; border-radius: 8px; border: 1px solid #6b7280; cursor: pointer;
    background: transparent; color: inherit; }
  button[value="connect"] { background: #2563eb; border-color: #2563eb; color: #fff; }
  button:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
  .ok { color: #15803d; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** @param {import('./accounts.js').ConnectSession} session */
export function connectPage(session) {
  const account = escapeHtml(session.account);
  if (session.connectedAt) return connectedPage(session);
  return page(
    'Connect your account · Demo Cloud',
    `<h1>Demo Cloud</h1>
<p>The MCP demo server asks to connect your account <strong>${account}</strong>.</p>
<p>This page stands in for a sign-in or payment page: what happens here never passes through the MCP client.</p>
<form method="post" action="/connect">
  <input type="hidden" name="session" value="${escapeHtml(session.id)}">
  <div class="actions">
    <button type="submit" name="decision" value="connect">Connect account</button>
    <button type="submit" name="decision" value="deny">Don't connect</button>
  </div>
</form>`,
  );
}

/** @param {import('./accounts.js').ConnectSession} session */
export function connectedPage(session) {
  return page(
    'Account connected · Demo Cloud',
    `<h1 class="ok" role="status">Account connected</h1>
<p><strong>${escapeHtml(session.account)}</strong> is now connected to the MCP demo server.</p>
<p>You can close this tab, go back to the demo and call <code>connect_account</code> again.</p>`,
  );
}

export function deniedPage() {
  return page(
    'Not connected · Demo Cloud',
    `<h1 role="status">Not connected</h1><p>Nothing was shared. You can close this tab.</p>`,
  );
}

export function unknownSessionPage() {
  return page(
    'Link expired · Demo Cloud',
    `<h1 role="status">This link has expired</h1>
<p>Call <code>connect_account</code> again in the demo to get a new one.</p>`,
  );
}
