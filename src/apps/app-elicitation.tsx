'use client';
import { useEffect, useRef, useState } from 'react';
import { type FieldError, validateContent } from '../core/answer/validate.js';
import { appMessages } from '../core/messages/app.js';
import type { AppMessageKey } from '../core/messages/keys.js';
import { decideAppElicitation } from '../core/request/app-elicitation.js';
import type { AppElicitationDraft } from '../core/wire/experimental.js';
import type { ElicitResult } from '../core/wire/protocol.js';
import { useClassNames } from '../react/shared/class-names.js';
import { isolateBidi, useI18nFor } from '../react/shared/i18n-settings.js';
import type { AppSlotProps } from '../react/steps/app-slot.js';
import { Footer, RefuseButtons } from '../react/steps/footer-parts.js';
import { type AppCspPolicy, appDeclaredCsp } from './app-csp.js';
import { type AppResourceContent, appResourceOf, DEFAULT_APP_CSP } from './app-document.js';
import { AppFrame, type AppFrameFailure } from './app-frame.js';

/**
 * The connection a request came from, as far as app rendering needs it: its server's declared capabilities and
 * `resources/read`. An MCP SDK `Client` (v1 or v2) is one as it is.
 */
export interface AppConnection {
  /** The capabilities the server declared (`initialize`, or `server/discover` in 2026-07-28). */
  getServerCapabilities(): unknown;
  /** `resources/read` on that server, for the app's `ui://` resource. */
  readResource(params: { uri: string }): Promise<{ contents: readonly AppResourceContent[] }>;
}

/**
 * The words of the app's chrome, as plain text (`{server}` is the server's name): overrides on top of the views'
 * catalogue keys `app.loading`, `app.frameTitle`, `app.unavailable` and `app.invalid`, which already follow the
 * views' `locale` and `messages` (built in: `en`, `zh-CN`; every locale entry has them).
 * @inline
 */
export interface AppElicitationLabels {
  /** While the app's resource is read and the app starts. */
  loading: string;
  /** The iframe's accessible name. */
  frameTitle: string;
  /** The app could not be read, did not start in time, or cannot answer elicitations: our form instead. */
  unavailable: string;
  /** The app's answer failed the request's schema: nothing was sent, our form instead. */
  invalid: string;
}

/** Each label's catalogue key. */
const LABEL_KEYS = {
  loading: 'app.loading',
  frameTitle: 'app.frameTitle',
  unavailable: 'app.unavailable',
  invalid: 'app.invalid',
} as const satisfies Record<keyof AppElicitationLabels, AppMessageKey>;

/** How the views render a server's app (SEP-3118): the options of {@link appElicitation}. */
export interface AppRenderOptions {
  /**
   * The connection of a request, from its `source`: a queue entry's, or the `source` prop of a standalone
   * `<ElicitationDialog>` / `<ElicitationPanel>` (the default: the `source` itself when it is an SDK `Client`).
   * Apps are read from, and capabilities checked on, the server that asked, never another one.
   */
  connection?: (source: object | undefined) => AppConnection | undefined;
  /**
   * The Content-Security-Policy the app runs under: {@link DEFAULT_APP_CSP} by default (nothing fetched, whatever
   * the app declares), a policy of the host's, or a function from what the app's resource declares
   * (`_meta.ui.csp`, well-formed origins only) to the policy, such as
   * `(declared) => appCsp(declared, { connectDomains: ['https://api.example.com'] })`: the server never widens
   * the sandbox on its own. A function that throws leaves the app out, and our form renders the request.
   */
  csp?: string | AppCspPolicy;
  /** How long the app has to read and initialise before our form takes over (default 10 s). */
  initTimeoutMs?: number;
  /** The host's name and version, as the app bridge tells the app. */
  hostInfo?: { name: string; version: string };
  /**
   * The chrome's words, winning over the catalogue: any left out come from the views' `locale` and `messages` (the
   * keys `app.loading`, `app.frameTitle`, `app.unavailable`, `app.invalid`).
   */
  labels?: Partial<AppElicitationLabels>;
}

/** SEP-3118 as the value a host opts in with: its options, and the views' renderer of a server's app (`render`). */
export interface AppElicitation extends AppElicitationDraft, AppRenderOptions {}

/**
 * SEP-3118 (a draft), app-rendered elicitation, as the value a host opts in with, where it gives its drafts:
 * `experimental: { sep3118: appElicitation(options) }` on the queue (`createElicitationQueue`, the remote queue) for
 * queued requests, or on a standalone `<ElicitationDialog>` / `<ElicitationPanel request>`. Form requests that name a
 * server app (`_meta.ui.resourceUri: "ui://…"`, from a server that declared the MCP Apps extension's `elicitation`
 * member) are rendered by that app, read from the server that asked, in a sandboxed iframe through ext-apps'
 * `AppBridge`, inside the dialog or panel: who asks, the message and Decline/Cancel stay ours. The app's `accept`
 * goes through `validateContent` and the flow's door; content the schema refuses is never sent, and our form takes
 * over. Our form also renders the request when the app cannot be read or does not initialise in `initTimeoutMs`.
 * The app is handed the request's params exactly as the server sent them (`FormElicitationRequest.appParams`), is
 * told a change of the views' locale while it runs (ext-apps' `host-context-changed`, the same app kept), and is
 * torn down after the answer. The value carries the renderer, so `@modelcontextprotocol/ext-apps` is bundled only
 * by a host that imports this entry; a new value on every render updates a running app, never re-creates it.
 *
 * @example
 * const client = new Client({ name: 'host', version: '1.0.0' }, { capabilities: appElicitationClientCapabilities() });
 * const queue = createElicitationQueue({ experimental: { sep3118: appElicitation() } });
 * attachElicitationHandler(client, queue, { server: client.getServerVersion() });
 * <ElicitationProvider queue={queue} />
 * // Without a queue: the view names the connection its request came from.
 * <ElicitationDialog request={params} source={client} server={{ name: 'accounts' }} onResult={respond}
 *   experimental={{ sep3118: appElicitation() }} />
 */
export function appElicitation(options: AppRenderOptions = {}): AppElicitation {
  // The renderer is one component for the host's life: a value made anew on every render keeps the running app.
  return Object.freeze({ ...options, draft: 'sep3118', render: AppSlot });
}

const isConnection = (value: unknown): value is AppConnection =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<AppConnection>).getServerCapabilities === 'function' &&
  typeof (value as Partial<AppConnection>).readResource === 'function';

const sourceAsConnection = (source: object | undefined) => (isConnection(source) ? source : undefined);

/** The policy an app runs under: the host's string, or its function of the app's declaration; a throw: none. */
function policyOf(csp: string | AppCspPolicy, meta: unknown, resourceUri: string, server: string) {
  if (typeof csp === 'string') return csp;
  try {
    return csp(appDeclaredCsp(meta), { resourceUri, server });
  } catch {
    return undefined;
  }
}

/** What the form step renders for a request naming an app: the app with the host's options, or our form. */
function AppSlot(props: AppSlotProps) {
  const { connection, csp, initTimeoutMs, hostInfo, labels } = props.draft as AppElicitation;
  return (
    <AppSlotView
      {...props}
      connection={(connection ?? sourceAsConnection)(props.source)}
      csp={csp ?? DEFAULT_APP_CSP}
      initTimeoutMs={initTimeoutMs ?? 10_000}
      hostInfo={hostInfo ?? { name: 'mcp-elicitation-react', version: '0' }}
      labels={labels}
    />
  );
}

interface AppSlotViewProps extends AppSlotProps {
  connection: AppConnection | undefined;
  csp: string | AppCspPolicy;
  initTimeoutMs: number;
  hostInfo: { name: string; version: string };
  labels: Partial<AppElicitationLabels> | undefined;
}

type AppState =
  | { at: 'reading' }
  | { at: 'running'; html: string; uri: string; csp: string }
  | { at: 'answered' }
  | { at: 'fallback'; why: 'unavailable' | 'invalid'; errors?: FieldError[] };

function AppSlotView(props: AppSlotViewProps) {
  const { request, flow, connection, labels, fallback } = props;
  const cn = useClassNames();
  // The slot renders inside the dialog or panel: their locale, direction and overrides reach these words.
  const i18n = useI18nFor(appMessages);
  const decision = decideAppElicitation(request, {
    experimental: flow.experimental,
    serverCapabilities: connection?.getServerCapabilities(),
  });
  // What the app is handed: the params as the server sent them (a parsed request always has them with its URI).
  const params = request.appParams;
  const uri = decision.render === 'app' && params ? decision.resourceUri : undefined;
  const [state, setState] = useState<AppState>({ at: 'reading' });
  // The host's policy and connection as they are when the app is read (an inline function is a new one on every
  // render, and may build a new connection each time): a re-render never reads the app again.
  const policy = useRef(props.csp);
  policy.current = props.csp;
  const reader = useRef(connection);
  reader.current = connection;
  const readable = connection !== undefined;
  const say = (label: keyof AppElicitationLabels) => {
    const own = labels?.[label];
    return own === undefined
      ? i18n.t(LABEL_KEYS[label], { server: flow.serverName })
      : own.replaceAll('{server}', isolateBidi(flow.serverName));
  };

  useEffect(() => {
    const connection = reader.current;
    if (uri === undefined || !readable || !connection) return;
    let current = true;
    // Only a read still under way gives way to our form: a running app stays.
    const unavailable = () => {
      if (current) setState((was) => (was.at === 'reading' ? { at: 'fallback', why: 'unavailable' } : was));
    };
    const bound = setTimeout(unavailable, props.initTimeoutMs);
    connection.readResource({ uri }).then(
      (read) => {
        clearTimeout(bound);
        if (!current) return;
        const app = appResourceOf(read.contents, uri);
        const csp = app && policyOf(policy.current, app.meta, uri, flow.serverName);
        setState((was) =>
          was.at !== 'reading'
            ? was
            : app === undefined || csp === undefined
              ? { at: 'fallback', why: 'unavailable' }
              : { at: 'running', html: app.html, uri, csp },
        );
      },
      () => {
        clearTimeout(bound);
        unavailable();
      },
    );
    return () => {
      current = false;
      clearTimeout(bound);
    };
  }, [uri, readable, props.initTimeoutMs, flow.serverName]);

  if (uri === undefined || !params || !connection) return fallback;
  if (state.at === 'fallback') {
    return (
      <>
        <div className={cn('delivery-error')} role="alert" data-app-fallback={state.why}>
          <p>{say(state.why)}</p>
          {state.errors && state.errors.length > 0 && (
            <ul>
              {state.errors.map((error) => (
                <li key={`${error.field}:${error.message}`}>
                  {request.form.fields.find((field) => field.name === error.field)?.label ?? error.field}:{' '}
                  {error.message}
                </li>
              ))}
            </ul>
          )}
        </div>
        {fallback}
      </>
    );
  }

  const onResult = (result: ElicitResult) => {
    switch (result.action) {
      case 'accept': {
        // The app is untrusted: its content passes the schema here, then the flow's own door, or nothing is sent.
        const errors = validateContent(request.form, result.content ?? {});
        const refused = errors.length > 0 ? errors : flow.accept(result.content ?? {});
        setState(
          refused.length > 0 ? { at: 'fallback', why: 'invalid', errors: refused } : { at: 'answered' },
        );
        return;
      }
      case 'decline':
        setState({ at: 'answered' });
        flow.decline();
        return;
      case 'cancel':
        setState({ at: 'answered' });
        flow.cancel();
        return;
      default:
        return result.action satisfies never;
    }
  };
  const onFailure = (_failure: AppFrameFailure) => setState({ at: 'fallback', why: 'unavailable' });

  return (
    <div className={cn('step')} data-step="app">
      {state.at === 'reading' && (
        <p role="status" aria-live="polite">
          {say('loading')}
        </p>
      )}
      {state.at === 'running' && (
        <AppFrame
          params={params}
          resourceUri={state.uri}
          html={state.html}
          csp={state.csp}
          title={say('frameTitle')}
          locale={i18n.locale}
          initTimeoutMs={props.initTimeoutMs}
          hostInfo={props.hostInfo}
          onResult={onResult}
          onFailure={onFailure}
        />
      )}
      <Footer asking={undefined}>
        <RefuseButtons flow={flow} />
      </Footer>
    </div>
  );
}
