import { describe, expect, it } from 'vitest';
import { type ExperimentalDrafts, parseElicitRequest, parseFormRequest } from '../../../src/core/index.js';
import {
  appElicitationClientCapabilities,
  decideAppElicitation,
  isUiResourceUri,
  serverOffersAppElicitation,
} from '../../../src/core/request/app-elicitation.js';
import { fileInputs } from '../../../src/drafts-sep2631.js';

const requestedSchema = { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] };
const declared = { extensions: { 'io.modelcontextprotocol/ui': { elicitation: {} } } };
/** The opt-in, as `appElicitation()` from the `./apps` entry makes it (its renderer is the views' business). */
const optedIn = { sep3118: { draft: 'sep3118', render: () => null } } as const;
const withApp = (resourceUri: unknown) =>
  parseFormRequest({ message: 'Confirm?', requestedSchema, _meta: { ui: { resourceUri } } });

describe('SEP-3118: who renders a form request', () => {
  it('given the opt-in, a ui:// app and a server that declared elicitation, should render the app', () => {
    expect(
      decideAppElicitation(withApp('ui://portfolio/assign'), {
        experimental: optedIn,
        serverCapabilities: declared,
      }),
    ).toEqual({
      render: 'app',
      resourceUri: 'ui://portfolio/assign',
    });
  });

  it('given any of the three missing, should render our form and say why', () => {
    const app = withApp('ui://portfolio/assign');
    expect(decideAppElicitation(app, { serverCapabilities: declared })).toEqual({
      render: 'form',
      reason: 'not-opted-in',
    });
    // The views' whole `experimental`, passed as it is: only `sep3118` counts.
    const onlyFiles: ExperimentalDrafts = { sep2631: fileInputs };
    expect(decideAppElicitation(app, { experimental: onlyFiles, serverCapabilities: declared }).render).toBe(
      'form',
    );
    expect(decideAppElicitation(app, { experimental: optedIn, serverCapabilities: {} })).toEqual({
      render: 'form',
      reason: 'server-not-declared',
    });
    expect(
      decideAppElicitation(parseFormRequest({ message: 'Confirm?', requestedSchema }), {
        experimental: optedIn,
        serverCapabilities: declared,
      }),
    ).toEqual({ render: 'form', reason: 'no-app' });
    for (const uri of [
      'https://evil.example/app',
      'UI://x',
      'ui://',
      'ui:///path',
      'javascript:alert(1)',
      ' ui://x',
    ]) {
      expect(
        decideAppElicitation(withApp(uri), { experimental: optedIn, serverCapabilities: declared }),
        uri,
      ).toEqual({
        render: 'form',
        reason: 'not-ui-uri',
      });
    }
  });

  it('given the former opt-in `sep3118: true`, should refuse it with a TypeError naming appElicitation()', () => {
    const app = withApp('ui://portfolio/assign');
    expect(() =>
      decideAppElicitation(app, { experimental: { sep3118: true } as never, serverCapabilities: declared }),
    ).toThrow(/appElicitation\(\) from mcp-elicitation-react\/apps/);
  });

  it('given app metadata of any shape, should parse the request as before (never refused for it) and keep only a string', () => {
    for (const resourceUri of [42, null, { uri: 'ui://x' }, ['ui://x']]) {
      expect(withApp(resourceUri).appResourceUri).toBeUndefined();
    }
    expect(
      parseElicitRequest({ mode: 'form', message: 'Confirm?', requestedSchema, _meta: { ui: 'ui://x' } }),
    ).not.toHaveProperty('appResourceUri');
    expect(withApp('https://evil.example/app').appResourceUri).toBe('https://evil.example/app');
  });

  it('given a request naming an app, should keep its params as sent (the same object) for the app, and only then', () => {
    const params = {
      message: 'Confirm?',
      requestedSchema: { ...requestedSchema, 'x-app-layout': 'compact' },
      _meta: { ui: { resourceUri: 'ui://portfolio/assign' }, 'com.example/trace': 7 },
    };
    for (const parse of [parseFormRequest, parseElicitRequest]) {
      const request = parse(params);
      expect(request.mode === 'form' && request.appParams).toBe(params);
      // What we render is our compiled schema, without what we do not enforce.
      expect(request.mode === 'form' && request.form.schema).not.toHaveProperty('x-app-layout');
    }
    for (const resourceUri of [undefined, 42]) {
      expect(withApp(resourceUri)).not.toHaveProperty('appParams');
    }
  });

  it('given server capabilities, should find only the elicitation member of the MCP Apps extension', () => {
    expect(serverOffersAppElicitation(declared)).toBe(true);
    expect(serverOffersAppElicitation({ elicitation: {} })).toBe(false);
    expect(serverOffersAppElicitation({ extensions: { 'io.modelcontextprotocol/ui': {} } })).toBe(false);
    expect(
      serverOffersAppElicitation({ extensions: { 'io.modelcontextprotocol/ui': { elicitation: true } } }),
    ).toBe(false);
    expect(serverOffersAppElicitation({ extensions: { 'io.modelcontextprotocol/ui-elicitation': {} } })).toBe(
      false,
    );
    expect(serverOffersAppElicitation(undefined)).toBe(false);
    expect(isUiResourceUri('ui://a/b?c=d')).toBe(true);
  });

  it('should give the client capabilities the SEP names', () => {
    expect(appElicitationClientCapabilities()).toEqual({
      elicitation: { form: {} },
      extensions: {
        'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'], elicitation: {} },
      },
    });
  });
});
