/**
 * SEP-3118 app-rendered elicitation (the `./apps` entry), in Chromium, with a real MCP SDK server and client in
 * the page (linked in memory): the server declares the MCP Apps extension's `elicitation` member, registers the
 * `ui://` app and sends the elicitation; the answer arrives at the server. The apps here speak the MCP Apps bridge
 * (JSON-RPC over postMessage) by hand, as a server's app would, and report what they tried to the test.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ElicitRequestSchema, ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  type AppRenderOptions,
  appCsp,
  appElicitation,
  appElicitationClientCapabilities,
  MCP_APP_MIME_TYPE,
} from '../../src/apps/index.js';
import {
  attachElicitationHandler,
  createElicitationHandler,
  createElicitationQueue,
  type ElicitResult,
} from '../../src/core/index.js';
import type { LocaleOptions } from '../../src/core/messages/index.js';
import ar from '../../src/locales/ar.js';
import { ElicitationDialog, ElicitationPanel, ElicitationProvider } from '../../src/react/index.js';
import { expectNoAxeViolations } from './helpers.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  cleanup();
  for (const undo of cleanups.splice(0).reverse()) await undo();
});

const APP_URI = 'ui://accounts/assign-manager';
const schema = {
  type: 'object',
  properties: { manager: { type: 'string', title: 'Manager', minLength: 2 } },
  required: ['manager'],
} as const;

/**
 * An app's HTML: it initialises (declaring `elicitation` unless told not to), and on `elicitation/create` runs
 * `onElicit(id, params, reply, report)`, written as the body of a function in the app's own script. It writes the
 * locale it is told (at initialisation and on `ui/notifications/host-context-changed`) into its own DOM and reports
 * it from there, with a token drawn once when the app starts (the same token: the same app, its state kept).
 */
function appHtml(onElicit: string, options: { initialise?: boolean; declare?: boolean } = {}): string {
  const initialise = options.initialise ?? true;
  const caps = options.declare === false ? '{}' : '{ elicitation: {} }';
  return `<!doctype html><html><body><button type="button">Inside the app</button><p id="locale"></p><script>
const post = (message) => parent.postMessage(message, '*');
const report = (what, value) => post({ appTest: what, value });
const born = String(Math.random());
const showLocale = (locale) => {
  if (typeof locale !== 'string') return;
  document.getElementById('locale').textContent = locale;
  document.documentElement.lang = locale;
};
const reply = (id, result) => post({ jsonrpc: '2.0', id, result });
window.addEventListener('message', (event) => {
  const message = event.data;
  if (message && message.appTestCommand) return window.onCommand && window.onCommand(message.appTestCommand);
  if (!message || message.jsonrpc !== '2.0') return;
  if (message.id === 'init' && message.result) {
    post({ jsonrpc: '2.0', method: 'ui/notifications/initialized', params: {} });
    showLocale((message.result.hostContext || {}).locale);
    report('initialised', message.result.hostContext || null);
    report('born', born);
  } else if (message.method === 'elicitation/create') {
    ((id, params) => { ${onElicit} })(message.id, message.params);
  } else if (message.method === 'ui/notifications/host-context-changed') {
    showLocale(message.params && message.params.locale);
    report('context-changed', { params: message.params, shown: document.getElementById('locale').textContent, born });
  } else if (message.method === 'ui/resource-teardown') {
    reply(message.id, {});
  } else if (message.id === 'probe') {
    report('probe', message.error ? 'refused' : 'answered');
  }
});
${
  initialise
    ? `post({ jsonrpc: '2.0', id: 'init', method: 'ui/initialize', params: { protocolVersion: '2026-01-26', appInfo: { name: 'test-app', version: '1' }, appCapabilities: ${caps} } });`
    : ''
}
</script></body></html>`;
}

/** Messages the apps post to the page that are reports (not the bridge's JSON-RPC). */
function reports() {
  const seen: { appTest: string; value: unknown; source: MessageEventSource | null }[] = [];
  const listen = (event: MessageEvent) => {
    if (event.data && typeof event.data.appTest === 'string')
      seen.push({ ...event.data, source: event.source });
  };
  window.addEventListener('message', listen);
  cleanups.push(() => window.removeEventListener('message', listen));
  return seen;
}

interface Setup {
  html?: string;
  declareServer?: boolean;
  uri?: string;
  sep3118?: boolean;
  initTimeoutMs?: number;
  readFails?: boolean;
  /** `resources/read` waits for it before answering (or failing). */
  readGate?: Promise<void>;
  /** The views' language. */
  language?: LocaleOptions;
  labels?: AppRenderOptions['labels'];
  csp?: AppRenderOptions['csp'];
  /** The resource content's `_meta` (MCP Apps: `ui.csp`). */
  meta?: Record<string, unknown>;
  /**
   * `elicitation/create` params sent exactly as given (`server.request`, not `elicitInput`, which adds `mode`),
   * to a client whose handler is `attachElicitationHandler` (it reads the params unvalidated: the SDK's own
   * `ElicitRequestSchema` would strip unknown keywords and reorder keys before we saw them).
   */
  params?: Record<string, unknown>;
  /** The host's `connection` builds a new wrapper around the client on every call (every render). */
  wrapConnection?: boolean;
}

/** A real McpServer with the app and a real Client, linked in memory once `handle` installed the client's handler. */
async function connectPair(options: Setup, handle: (client: Client) => void) {
  const server = new McpServer(
    { name: 'accounts', version: '1.0.0' },
    {
      capabilities: {
        resources: {},
        ...(options.declareServer === false
          ? {}
          : { extensions: { 'io.modelcontextprotocol/ui': { elicitation: {} } } }),
      },
    },
  );
  const reads = { count: 0 };
  server.registerResource('assign-manager', APP_URI, { mimeType: MCP_APP_MIME_TYPE }, async (uri) => {
    reads.count++;
    await options.readGate;
    if (options.readFails) throw new Error('no such app');
    return {
      contents: [
        { uri: uri.href, mimeType: MCP_APP_MIME_TYPE, text: options.html ?? '', _meta: options.meta },
      ],
    };
  });
  const client = new Client(
    { name: 'host', version: '1.0.0' },
    { capabilities: appElicitationClientCapabilities() as never },
  );
  handle(client);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  cleanups.push(async () => {
    await client.close();
    await server.close();
  });
  return { server, client, reads };
}

/** The pair, the queue opted in (`appElicitation()`, given to the queue once), its provider, and the request sent. */
async function setup(options: Setup) {
  const queue = createElicitationQueue(
    options.sep3118 === false
      ? {}
      : {
          experimental: {
            sep3118: appElicitation({
              connection: options.wrapConnection
                ? // A new wrapper around the client on every call (every render).
                  () => ({
                    getServerCapabilities: () => client.getServerCapabilities(),
                    readResource: (params: { uri: string }) => client.readResource(params),
                  })
                : () => client,
              initTimeoutMs: options.initTimeoutMs ?? 60_000,
              labels: options.labels,
              csp: options.csp,
            }),
          },
        },
  );
  const { server, client, reads } = await connectPair(options, (client) => {
    if (options.params) attachElicitationHandler(client, queue, { server: { name: 'accounts' } });
    else
      client.setRequestHandler(
        ElicitRequestSchema,
        createElicitationHandler(queue, { server: { name: 'accounts' } }),
      );
  });
  // The handler keys the request by the client it came from: the queue's `source` is the SDK Client.
  const answer: Promise<ElicitResult> = (
    options.params
      ? server.server.request({ method: 'elicitation/create', params: options.params }, ElicitResultSchema)
      : server.server.elicitInput({
          mode: 'form',
          message: 'Assign an account manager.',
          requestedSchema: schema,
          _meta: { ui: { resourceUri: options.uri ?? APP_URI } },
        } as never)
  ) as Promise<ElicitResult>;
  // A test that ends before the answer closes the connection, which rejects this promise: not an error here.
  answer.catch(() => undefined);
  const view = (language: LocaleOptions | undefined) => <ElicitationProvider queue={queue} {...language} />;
  const rendered = render(view(options.language));
  /** Renders the same tree again with other views' language (the host's state changed). */
  const rerender = (language: LocaleOptions) => rendered.rerender(view(language));
  return { answer, client, server, rerender, reads };
}

const frame = () => document.querySelector<HTMLIFrameElement>('iframe[data-resource-uri]');

describe('SEP-3118: an app renders the elicitation inside our consent chrome', () => {
  it('given an app that answers with valid content, should send that accept to the server and tear the app down', async () => {
    const seen = reports();
    const { answer, client } = await setup({
      html: appHtml(`report('asked', params); reply(id, { action: 'accept', content: { manager: 'Ada' } });`),
    });
    expect(client.getServerCapabilities()).toMatchObject({
      extensions: { 'io.modelcontextprotocol/ui': { elicitation: {} } },
    });
    // Who asks and why stay ours, around the app.
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('accounts');
    expect(dialog.textContent).toContain('Assign an account manager.');
    await expect(answer).resolves.toEqual({ action: 'accept', content: { manager: 'Ada' } });
    const asked = seen.find((entry) => entry.appTest === 'asked');
    expect(asked?.value).toMatchObject({ mode: 'form', message: 'Assign an account manager.' });
    // Torn down: the iframe is gone with the dialog.
    await waitFor(() => expect(frame()).toBeNull());
  });

  it('given an app whose accept fails the schema, should send nothing, say so, and let the person answer with our form', async () => {
    const { answer } = await setup({
      html: appHtml(`reply(id, { action: 'accept', content: { manager: 'A' } });`),
    });
    let settled = false;
    void answer.then(
      () => {
        settled = true;
      },
      () => undefined,
    );
    const alert = await screen.findByText(/doesn’t fit the request/);
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Manager');
    expect(frame()).toBeNull();
    expect(settled).toBe(false);
    // Our form, the same request: a valid answer goes through once.
    await userEvent.fill(screen.getByLabelText(/Manager/), 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { manager: 'Grace' } });
  });

  it('given an app whose answer is no ElicitResult, should send nothing and let the person answer with our form', async () => {
    const { answer } = await setup({
      html: appHtml(`reply(id, { action: 'approve', content: { manager: 'Grace' } });`),
    });
    let settled = false;
    void answer.then(
      () => {
        settled = true;
      },
      () => undefined,
    );
    await screen.findByText(/can’t be shown/);
    expect(frame()).toBeNull();
    expect(settled).toBe(false);
    await userEvent.fill(screen.getByLabelText(/Manager/), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { manager: 'Ada Lovelace' } });
  });

  it('given an app that never initialises, should show our form once the bound passes', async () => {
    const { answer } = await setup({ html: appHtml('', { initialise: false }), initTimeoutMs: 1500 });
    await screen.findByText(/can’t be shown/, undefined, { timeout: 30_000 });
    expect(frame()).toBeNull();
    await userEvent.fill(screen.getByLabelText(/Manager/), 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { manager: 'Grace' } });
  });

  it('given an app that does not declare elicitation, should show our form', async () => {
    await setup({ html: appHtml('', { declare: false }) });
    await screen.findByText(/can’t be shown/, undefined, { timeout: 30_000 });
    expect(screen.getByLabelText(/Manager/)).toBeTruthy();
  });

  it('given an app resource that cannot be read, should show our form', async () => {
    await setup({ readFails: true });
    await screen.findByText(/can’t be shown/, undefined, { timeout: 30_000 });
    expect(screen.getByLabelText(/Manager/)).toBeTruthy();
  });

  it('given no opt-in, a server that did not declare the flag, or a non-ui URI, should render our form and no app', async () => {
    for (const options of [
      { sep3118: false },
      { declareServer: false },
      { uri: 'https://accounts.example/app' },
    ] satisfies Setup[]) {
      const { answer } = await setup({ ...options, html: appHtml(`reply(id, { action: 'decline' });`) });
      await screen.findByLabelText(/Manager/);
      expect(frame()).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
      await expect(answer).resolves.toEqual({ action: 'decline' });
      cleanup();
      for (const undo of cleanups.splice(0).reverse()) await undo();
    }
  });

  it('given an app that tries to escape, should keep it in its sandbox and ignore what it posts as another app or for another request', async () => {
    const seen = reports();
    const { answer } = await setup({
      html: appHtml(`
        try { top.location.href = 'about:blank#escaped'; report('top', 'navigated'); } catch (e) { report('top', 'blocked'); }
        try { report('cookie', document.cookie); } catch (e) { report('cookie', 'blocked'); }
        try { report('parentDom', parent.document.title); } catch (e) { report('parentDom', 'blocked'); }
        try { report('popup', window.open('about:blank') === null ? 'blocked' : 'opened'); } catch (e) { report('popup', 'blocked'); }
        post({ jsonrpc: '2.0', id: 'probe', method: 'tools/call', params: { name: 'delete_everything', arguments: {} } });
        // A result for another request, then one for this request after the spoof from another frame.
        reply(typeof id === 'number' ? id + 100 : id + 'x', { action: 'accept', content: { manager: 'Mallory' } });
        report('asked-id', id);
        window.onCommand = (command) => { if (command === 'answer') reply(id, { action: 'decline' }); };
      `),
    });
    await waitFor(() => expect(seen.find((entry) => entry.appTest === 'probe')).toBeDefined(), {
      timeout: 30_000,
    });
    const value = (name: string) => seen.find((entry) => entry.appTest === name)?.value;
    expect(value('top')).toBe('blocked');
    expect(location.hash).not.toContain('escaped');
    expect(value('cookie')).toBe('blocked');
    expect(value('parentDom')).toBe('blocked');
    expect(value('popup')).toBe('blocked');
    expect(value('probe')).toBe('refused');
    const id = value('asked-id');

    // Another app (a second sandboxed frame) posts an accept for this very request id to the page.
    const other = document.createElement('iframe');
    other.setAttribute('sandbox', 'allow-scripts');
    other.srcdoc = `<script>parent.postMessage({ jsonrpc: '2.0', id: ${JSON.stringify(id)}, result: { action: 'accept', content: { manager: 'Mallory' } } }, '*'); parent.postMessage({ appTest: 'spoofed', value: true }, '*');</script>`;
    document.body.append(other);
    cleanups.push(() => other.remove());
    await waitFor(() => expect(value('spoofed')).toBe(true), { timeout: 30_000 });

    let settled: ElicitResult | undefined;
    void answer.then((result) => {
      settled = result;
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(settled).toBeUndefined();
    expect(frame()).not.toBeNull();

    // The bound app answers: the only answer the server gets.
    frame()?.contentWindow?.postMessage({ appTestCommand: 'answer' }, '*');
    await expect(answer).resolves.toEqual({ action: 'decline' });
    await waitFor(() => expect(frame()).toBeNull());
  });

  it('should reach the app and our Decline and Cancel by keyboard, and keep our chrome axe-clean', async () => {
    const { answer } = await setup({ html: appHtml(`report('asked', true);`) });
    await waitFor(() => expect(frame()).not.toBeNull(), { timeout: 30_000 });
    expect(frame()?.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame()?.srcdoc).toContain('Content-Security-Policy');
    await expectNoAxeViolations();
    const reached = new Set<Element | null>();
    for (let presses = 0; presses < 12; presses++) {
      await userEvent.keyboard('{Tab}');
      reached.add(document.activeElement);
    }
    expect(reached.has(frame())).toBe(true);
    expect(reached.has(screen.getByRole('button', { name: 'Decline' }))).toBe(true);
    expect(reached.has(screen.getByRole('button', { name: 'Cancel' }))).toBe(true);
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    await waitFor(() => expect(frame()).toBeNull());
  });
});

/** A promise and the function that resolves it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const direction = (element: Element) => getComputedStyle(element).direction;

describe("SEP-3118: the app's chrome speaks the views' language", () => {
  it('given a zh-CN dialog, should say loading and unavailable in Chinese, and our form takes over in Chinese', async () => {
    const read = gate();
    await setup({ readGate: read.opened, readFails: true, language: { locale: 'zh-CN' } });
    const loading = await screen.findByText('正在加载来自 accounts 的应用…', undefined, { timeout: 30_000 });
    expect(loading.getAttribute('role')).toBe('status');
    read.open();
    const unavailable = await screen.findByText('无法显示来自 accounts 的应用。请改在此处作答。', undefined, {
      timeout: 30_000,
    });
    expect(unavailable.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(/Loading the app|can’t be shown/)).toBeNull();
    expect(screen.getByRole('button', { name: '拒绝' })).toBeTruthy();
  });

  it('given an ar dialog with the ar entry, should say every word in Arabic, right to left, axe-clean, and tell the app the locale', async () => {
    const seen = reports();
    const read = gate();
    await setup({
      readGate: read.opened,
      language: { locale: 'ar', messages: ar },
      html: appHtml(`report('asked', true); reply(id, { action: 'accept', content: { manager: 'A' } });`),
    });
    const loading = await screen.findByText('جارٍ تحميل التطبيق من accounts…', undefined, { timeout: 30_000 });
    expect(direction(loading)).toBe('rtl');
    await expectNoAxeViolations();
    read.open();
    // The app runs under an Arabic accessible name, is told the person's locale, then answers what the schema refuses.
    await waitFor(() => expect(seen.find((entry) => entry.appTest === 'initialised')).toBeDefined(), {
      timeout: 30_000,
    });
    expect(seen.find((entry) => entry.appTest === 'initialised')?.value).toMatchObject({ locale: 'ar' });
    const invalid = await screen.findByText(
      'أعطى التطبيق من accounts إجابة لا تطابق الطلب. لم يُرسل أي شيء. أجب هنا بدلًا من ذلك.',
      undefined,
      { timeout: 30_000 },
    );
    expect(direction(invalid)).toBe('rtl');
    expect(screen.getByRole('button', { name: ar['action.decline'] })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("given an ar dialog, should name the app's frame in Arabic", async () => {
    await setup({ language: { locale: 'ar', messages: ar }, html: appHtml(`report('asked', true);`) });
    await waitFor(() => expect(frame()).not.toBeNull(), { timeout: 30_000 });
    expect(frame()?.title).toBe('تطبيق من accounts');
    expect(direction(frame() as HTMLIFrameElement)).toBe('rtl');
  });

  it("given the host's messages and labels, should use them: a message over the catalogue, a label over both", async () => {
    await setup({
      readFails: true,
      language: { locale: 'zh-CN', messages: { 'app.unavailable': '{server} 的应用暂时不可用。' } },
    });
    await screen.findByText('accounts 的应用暂时不可用。', undefined, { timeout: 30_000 });
    cleanup();
    for (const undo of cleanups.splice(0).reverse()) await undo();

    await setup({
      readFails: true,
      language: { locale: 'zh-CN', messages: { 'app.unavailable': '{server} 的应用暂时不可用。' } },
      labels: { unavailable: '{server}: 应用无法打开，请在下方作答。' },
    });
    await screen.findByText('accounts: 应用无法打开，请在下方作答。', undefined, { timeout: 30_000 });
    expect(screen.queryByText(/暂时不可用/)).toBeNull();
  });
});

describe("SEP-3118: the app's declared CSP, within what the host allows", () => {
  it("given an app that declares the page's origin for fetch, should let it fetch only when the host allows that origin", async () => {
    const origin = location.origin;
    const fetching = `fetch(${JSON.stringify(`${origin}/`)}, { mode: 'no-cors' }).then(() => report('fetch', 'done'), () => report('fetch', 'blocked'));`;
    const cases: { csp: AppRenderOptions['csp']; fetch: string }[] = [
      { csp: (declared) => appCsp(declared, { connectDomains: [origin] }), fetch: 'done' },
      // The default: the declaration is read by nobody, nothing is fetched.
      { csp: undefined, fetch: 'blocked' },
      {
        csp: (declared) => appCsp(declared, { connectDomains: ['https://elsewhere.example'] }),
        fetch: 'blocked',
      },
    ];
    for (const { csp, fetch } of cases) {
      const seen = reports();
      await setup({ html: appHtml(fetching), meta: { ui: { csp: { connectDomains: [origin] } } }, csp });
      await waitFor(() => expect(seen.find((entry) => entry.appTest === 'fetch')).toBeDefined(), {
        timeout: 30_000,
      });
      expect(seen.find((entry) => entry.appTest === 'fetch')?.value, String(csp)).toBe(fetch);
      expect(frame()?.srcdoc.includes(`connect-src ${origin}`)).toBe(fetch === 'done');
      cleanup();
      for (const undo of cleanups.splice(0).reverse()) await undo();
    }
  });

  it("given a server that declares domains the host never allowed or a malformed one, should pass the host's function only well-formed origins", async () => {
    const calls: unknown[] = [];
    await setup({
      html: appHtml(`report('asked', true);`),
      meta: {
        ui: { csp: { connectDomains: ["https://a.example; script-src 'unsafe-eval'", 'https://b.example'] } },
      },
      csp: (declared, app) => {
        calls.push({ declared, app });
        return appCsp(declared, {});
      },
    });
    await waitFor(() => expect(frame()).not.toBeNull(), { timeout: 30_000 });
    expect(calls).toEqual([
      {
        declared: {
          connectDomains: ['https://b.example'],
          resourceDomains: [],
          frameDomains: [],
          baseUriDomains: [],
          refused: ["https://a.example; script-src 'unsafe-eval'"],
        },
        app: { resourceUri: APP_URI, server: 'accounts' },
      },
    ]);
    expect(frame()?.srcdoc).not.toContain('b.example');
    expect(frame()?.srcdoc).not.toContain('unsafe-eval');
  });

  it("given a host's policy function that throws, should leave the app out and render our form", async () => {
    await setup({
      html: appHtml(`report('asked', true);`),
      csp: () => {
        throw new Error('no policy for this server');
      },
    });
    await screen.findByText(/can’t be shown/, undefined, { timeout: 30_000 });
    expect(frame()).toBeNull();
    expect(screen.getByLabelText(/Manager/)).toBeTruthy();
  });
});

/** What a report said, by name: the first one, or all of them. */
const reported = (seen: ReturnType<typeof reports>, name: string) =>
  seen.find((entry) => entry.appTest === name)?.value;
const allReported = (seen: ReturnType<typeof reports>, name: string) =>
  seen.filter((entry) => entry.appTest === name).map((entry) => entry.value);

describe('SEP-3118: the app gets the request as the server sent it, and is told what changes', () => {
  it('given a schema our compiler normalises, should hand the app the params exactly as the server sent them', async () => {
    // Keys out of the usual order, keywords we drop (`x-…`, `$schema`), a `default`, titles, legacy `enumNames`,
    // no `mode`, and `_meta` beyond `ui`: our compiled schema differs from this in every one of them.
    const params = {
      message: 'Assign an account manager.',
      requestedSchema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        required: ['manager'],
        properties: {
          manager: {
            title: 'Manager',
            type: 'string',
            minLength: 2,
            default: 'Ada',
            'x-app-widget': 'people-picker',
          },
          team: { type: 'string', enum: ['core', 'apps'], enumNames: ['Core', 'Apps'] },
        },
        type: 'object',
        'x-app-layout': 'two-columns',
      },
      _meta: { 'com.example/trace': { id: 7 }, ui: { resourceUri: APP_URI } },
    };
    const sent = JSON.stringify(params);
    const seen = reports();
    const { answer } = await setup({
      params,
      html: appHtml(
        `report('asked', params); reply(id, { action: 'accept', content: { manager: 'Grace', team: 'apps' } });`,
      ),
    });
    await expect(answer).resolves.toEqual({ action: 'accept', content: { manager: 'Grace', team: 'apps' } });
    const asked = reported(seen, 'asked');
    expect(asked).toEqual(params);
    // Byte for byte: the same keys in the same order.
    expect(JSON.stringify(asked)).toBe(sent);
  });

  for (const wrapConnection of [false, true]) {
    it(`given the views' locale changes while the app runs${wrapConnection ? ', under a host whose connection is a new wrapper on every render' : ''}, should tell the same app the new locale and keep it`, async () => {
      const seen = reports();
      const { answer, rerender, reads } = await setup({
        html: appHtml(`report('asked', true);`),
        language: { locale: 'en' },
        wrapConnection,
      });
      await waitFor(() => expect(reported(seen, 'asked')).toBe(true), { timeout: 30_000 });
      expect(reported(seen, 'initialised')).toMatchObject({ locale: 'en' });
      const before = frame();
      expect(before).not.toBeNull();

      rerender({ locale: 'zh-CN' });
      await waitFor(() => expect(allReported(seen, 'context-changed')).toHaveLength(1), { timeout: 30_000 });
      // What the app wrote into its own DOM, from the notification.
      expect(reported(seen, 'context-changed')).toEqual({
        params: { locale: 'zh-CN' },
        shown: 'zh-CN',
        born: reported(seen, 'born'),
      });
      // The same iframe, the same app instance: not initialised twice, not asked twice.
      expect(frame()).toBe(before);
      expect(allReported(seen, 'born')).toHaveLength(1);
      expect(allReported(seen, 'asked')).toHaveLength(1);
      // Our chrome follows too: the frame's name and our buttons are Chinese now.
      expect(frame()?.title).toBe('来自 accounts 的应用');
      // The app was read once: a re-render is no reason to read it again.
      expect(reads.count).toBe(1);
      await userEvent.click(screen.getByRole('button', { name: '拒绝' }));
      await expect(answer).resolves.toEqual({ action: 'decline' });
    });
  }
});

describe('SEP-3118: a standalone dialog or panel names the connection its request came from', () => {
  for (const view of ['ElicitationDialog', 'ElicitationPanel'] as const) {
    it(`given <${view} request source={client} experimental={{ sep3118: appElicitation() }}> and no queue, re-rendered with a new value, should render the app read from that client, once`, async () => {
      const seen = reports();
      let show = (_params: unknown, _respond: (result: ElicitResult) => void) => {};
      let rerender = () => {};
      const { server, client } = await connectPair(
        {
          // The app answers when told, so the host can render again while it runs.
          html: appHtml(
            `report('asked', params.message); window.onCommand = () => reply(id, { action: 'accept', content: { manager: 'Ada' } });`,
          ),
        },
        (client) =>
          client.setRequestHandler(
            ElicitRequestSchema,
            (request) => new Promise<ElicitResult>((resolve) => show(request.params, resolve)) as never,
          ),
      );
      const ask = (withSource: boolean) => {
        const answer = server.server.elicitInput({
          mode: 'form',
          message: 'Assign an account manager.',
          requestedSchema: schema,
          _meta: { ui: { resourceUri: APP_URI } },
        } as never) as Promise<ElicitResult>;
        answer.catch(() => undefined);
        show = (params, respond) => {
          const props = {
            request: params,
            server: { name: 'accounts' },
            onResult: respond,
          };
          const source = withSource ? client : undefined;
          // No `connection` in the value: the view's `source` is where the app comes from. Written inline, as a host
          // would: a new `experimental` object and value on every render.
          const tree = () =>
            view === 'ElicitationDialog' ? (
              <ElicitationDialog {...props} source={source} experimental={{ sep3118: appElicitation() }} />
            ) : (
              <ElicitationPanel {...props} source={source} experimental={{ sep3118: appElicitation() }} />
            );
          const rendered = render(tree());
          rerender = () => rendered.rerender(tree());
        };
        return answer;
      };

      // Without a source, nothing names the server to read an app from: our form.
      const unnamed = ask(false);
      await screen.findByLabelText(/Manager/, undefined, { timeout: 30_000 });
      expect(frame()).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
      await expect(unnamed).resolves.toEqual({ action: 'decline' });
      cleanup();

      const named = ask(true);
      await waitFor(() => expect(reported(seen, 'asked')).toBe('Assign an account manager.'), {
        timeout: 30_000,
      });
      // A host that renders again writes a new value each time: the running app is kept, never started again.
      act(() => rerender());
      act(() => rerender());
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen.filter((entry) => entry.appTest === 'born')).toHaveLength(1);
      frame()?.contentWindow?.postMessage({ appTestCommand: 'answer' }, '*');
      await expect(named).resolves.toEqual({ action: 'accept', content: { manager: 'Ada' } });
    });
  }
});
