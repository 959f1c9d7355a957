'use client';
import {
  AppBridge,
  type McpUiHostCapabilities,
  PostMessageTransport,
} from '@modelcontextprotocol/ext-apps/app-bridge';
import { useEffect, useRef } from 'react';
import { isJsonObject, own } from '../core/wire/json.js';
import type { ElicitResult } from '../core/wire/protocol.js';
import { asElicitResult } from '../core/wire/result-shape.js';
import { appSrcdoc } from './app-document.js';

/** Why the app did not answer: it did not initialise within the bound, or did not declare `elicitation`. */
export type AppFrameFailure = 'timeout' | 'no-capability' | 'bridge-error';

export interface AppFrameProps {
  /** The `elicitation/create` params as the server sent them (`FormElicitationRequest.appParams`). */
  params: Readonly<Record<string, unknown>>;
  resourceUri: string;
  html: string;
  csp: string;
  /** The iframe's accessible name. */
  title: string;
  /**
   * The person's locale, told to the app as `hostContext.locale` so it can speak their language too; a change
   * while the app runs is sent as ext-apps' `ui/notifications/host-context-changed` (`AppBridge.setHostContext`).
   */
  locale: string;
  initTimeoutMs: number;
  hostInfo: { name: string; version: string };
  /** The app's `ElicitResult`, its shape checked (`APP_RESULT`); the caller checks its content against the schema. */
  onResult: (result: ElicitResult) => void;
  onFailure: (failure: AppFrameFailure) => void;
}

type BridgeTransport = Parameters<AppBridge['connect']>[0];

const NOT_A_RESULT = "The app's answer is not an ElicitResult.";
/**
 * The app's answer read by our own rule, as a result schema both lines of the optional peer take (`^1.7.5 ||
 * ^2.0.4`): ext-apps 1.x sends through SDK v1, which calls `safeParse`; 2.x through SDK v2, which reads a Standard
 * Schema. Without one, 2.x checks against its own `ElicitResult` and 1.x takes the options for a schema and fails.
 */
const APP_RESULT: ResultSchema = {
  safeParse(value) {
    const data = asElicitResult(value);
    return data ? { success: true, data } : { success: false, error: new TypeError(NOT_A_RESULT) };
  },
  '~standard': {
    version: 1,
    vendor: 'mcp-elicitation-react',
    validate(value) {
      const data = asElicitResult(value);
      return data ? { value: data } : { issues: [{ message: NOT_A_RESULT }] };
    },
  },
};

/** SDK v1's result schema (`safeParse`) and a Standard Schema (SDK v2), of an `ElicitResult`. */
interface ResultSchema {
  safeParse(value: unknown): { success: true; data: ElicitResult } | { success: false; error: Error };
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    validate(value: unknown): { value: ElicitResult } | { issues: { message: string }[] };
    readonly types?: { readonly input: unknown; readonly output: ElicitResult };
  };
}

/** The longest delay a timer takes: a person answers an app at their own pace. */
const NO_TIMEOUT = 2_147_483_647;

/**
 * One app instance bound to one elicitation: a sandboxed iframe (`allow-scripts` only: an opaque origin, no top
 * navigation, no popups, no forms), the host's CSP, and an `AppBridge` with no MCP client and no handlers, so the
 * app can reach nothing through it but the `elicitation/create` it is sent. Torn down (bridge closed, iframe
 * removed) when it unmounts.
 * @internal
 */
export function AppFrame(props: AppFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(props);
  latest.current = props;
  /** The bridge, once its app initialised: what a change of context is sent through. */
  const ready = useRef<AppBridge | undefined>(undefined);
  const { html, csp, title, locale } = props;

  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    const { params, hostInfo, initTimeoutMs, locale } = latest.current;
    let live = true;
    const settle = () => {
      const was = live;
      live = false;
      clearTimeout(initBound);
      return was;
    };
    const fail = (failure: AppFrameFailure) => {
      if (settle()) latest.current.onFailure(failure);
    };
    const initBound = setTimeout(() => fail('timeout'), initTimeoutMs);

    // SEP-3118: the host declares `elicitation` beside nothing else (no server tools, resources, links, messages).
    const hostCapabilities: McpUiHostCapabilities & { elicitation: Record<string, never> } = {
      elicitation: {},
    };
    const bridge = new AppBridge(null, hostInfo, hostCapabilities, { hostContext: { locale } });
    // ext-apps 2.0.4's schema drops `appCapabilities.elicitation` (SEP-3118 is newer): read it as the app sent it.
    let appDeclared = false;
    const inner = new PostMessageTransport(target, target);
    const transport: BridgeTransport = {
      start: () => {
        inner.onmessage = (message, extra) => {
          if ('method' in message && message.method === 'ui/initialize' && isJsonObject(message.params)) {
            const caps = own(message.params, 'appCapabilities');
            appDeclared = isJsonObject(caps) && isJsonObject(own(caps, 'elicitation'));
          }
          transport.onmessage?.(message, extra);
        };
        inner.onerror = (error) => transport.onerror?.(error);
        inner.onclose = () => transport.onclose?.();
        return inner.start();
      },
      send: (message, options) => inner.send(message, options),
      close: () => inner.close(),
    };
    const stop = new AbortController();
    bridge.addEventListener('initialized', () => {
      if (!live) return;
      clearTimeout(initBound);
      if (!appDeclared) return fail('no-capability');
      ready.current = bridge;
      // The locale may have changed while the app started: sent only when it differs from what it was told.
      bridge.setHostContext({ locale: latest.current.locale });
      // The request exactly as the server sent it: the app is the server's own code (our checks come after it).
      bridge
        .request({ method: 'elicitation/create', params: { ...params } }, APP_RESULT, {
          timeout: NO_TIMEOUT,
          signal: stop.signal,
        })
        .then(
          (result) => {
            if (settle()) latest.current.onResult(result);
          },
          () => fail('bridge-error'),
        );
    });
    bridge.connect(transport).catch(() => fail('bridge-error'));
    return () => {
      live = false;
      ready.current = undefined;
      clearTimeout(initBound);
      stop.abort();
      void bridge.close();
    };
  }, []);

  // The person's locale changed while the app runs: the same app is told (its state kept), never re-created.
  useEffect(() => {
    ready.current?.setHostContext({ locale });
  }, [locale]);

  return (
    <iframe
      ref={frame}
      className="mcp-elicitation-app-frame"
      title={title}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      allow=""
      srcDoc={appSrcdoc(html, csp)}
      data-resource-uri={props.resourceUri}
    />
  );
}
