// The demo server's tools. Every tool asks the person something through elicitation and answers with the
// exact `ElicitResult` it received (JSON in the last text block of the tool result), so the demo shows what
// the server got.
//
// Handlers are written once, in the 2026-07-28 multi round-trip style: they return `inputRequired(...)` and
// are entered again with `ctx.mcpReq.inputResponses` (and the verified `requestState`). On a 2025-11-25
// session the server SDK's legacy shim turns the same return into a pushed `elicitation/create` request
// and enters the handler again itself.
import {
  CLIENT_CAPABILITIES_META_KEY,
  fromJsonSchema,
  inputRequired,
  inputResponse,
  PROTOCOL_VERSION_META_KEY,
} from '@modelcontextprotocol/server';

/**
 * @typedef {import('@modelcontextprotocol/server').McpServer} McpServer
 * @typedef {import('@modelcontextprotocol/server').ServerContext} ServerContext
 * @typedef {import('@modelcontextprotocol/server').CallToolResult} CallToolResult
 * @typedef {import('@modelcontextprotocol/server').ElicitRequestFormParams['requestedSchema']} RequestedSchema
 * @typedef {import('@modelcontextprotocol/server').RequestStateCodec<StatePayload>} StateCodec
 * @typedef {import('./accounts.js').AccountStore} AccountStore
 *
 * @typedef {{ tool: 'plan_trip'; destination: string; first: unknown }
 *   | { tool: 'connect_account'; session: string; account: string }} StatePayload
 *
 * @typedef {object} ToolDeps
 * @property {StateCodec} codec seals `requestState` (HMAC) so a client cannot forge it
 * @property {AccountStore} accounts
 * @property {string} origin where the demo is served, e.g. `http://127.0.0.1:4173`
 * @property {(ctx: ServerContext) => string | undefined} protocolVersion the revision this request is served on
 */

/**
 * A tool result: a one-line summary, then (as JSON) the protocol revision and the exact responses received.
 * @param {string} summary
 * @param {ServerContext} ctx
 * @param {ToolDeps} deps
 * @param {Record<string, unknown>} received input-request key → the `ElicitResult` the client sent
 * @param {Record<string, unknown>} [extra]
 * @returns {CallToolResult}
 */
function report(summary, ctx, deps, received, extra = {}) {
  // The SDK types the envelope as `{}`; it holds the reserved `io.modelcontextprotocol/*` keys.
  const envelope = /** @type {Record<string, any> | undefined} */ (ctx.mcpReq.envelope);
  const capabilities = envelope?.[CLIENT_CAPABILITIES_META_KEY];
  const body = {
    protocolVersion: envelope?.[PROTOCOL_VERSION_META_KEY] ?? deps.protocolVersion(ctx),
    ...(capabilities ? { clientElicitation: capabilities.elicitation ?? null } : {}),
    received,
    ...extra,
  };
  return {
    content: [
      { type: 'text', text: summary },
      { type: 'text', text: JSON.stringify(body, null, 2) },
    ],
  };
}

/**
 * Validates accepted content against the schema the server asked with, using the server SDK's own JSON
 * Schema validator, so the demo also shows whether the answer would pass a strict server.
 * @param {RequestedSchema} schema
 * @param {unknown} content
 * @returns {'passed' | string[]}
 */
function serverValidation(schema, content) {
  const result = fromJsonSchema(/** @type {never} */ (schema))['~standard'].validate(content);
  if (result instanceof Promise) return ['asynchronous validation is not supported here'];
  if (!result.issues) return 'passed';
  return result.issues.map((issue) => {
    const path = (issue.path ?? []).map((part) => (typeof part === 'object' ? part.key : part)).join('/');
    return path ? `/${path}: ${issue.message}` : issue.message;
  });
}

/** @param {Record<string, unknown>} properties @param {string[]} [required] @returns {RequestedSchema} */
const formSchema = (properties, required) =>
  /** @type {RequestedSchema} */ ({ type: 'object', properties, ...(required ? { required } : {}) });

/** @param {Record<string, object>} properties */
const toolInput = (properties) => fromJsonSchema({ type: 'object', properties });

/** @param {ServerContext} ctx @param {string} key */
const rawResponse = (ctx, key) => ctx.mcpReq.inputResponses?.[key];

/**
 * A one-round form: asks with `schema` under `key`; on re-entry, reports the answer (validated if accepted).
 * @param {ServerContext} ctx
 * @param {ToolDeps} deps
 * @param {{ key: string; message: string; schema: RequestedSchema;
 *   summarize: (action: 'accept' | 'decline' | 'cancel', content: Record<string, unknown> | undefined) => string }} ask
 * @returns {CallToolResult | import('@modelcontextprotocol/server').InputRequiredResult}
 */
function askOnce(ctx, deps, { key, message, schema, summarize }) {
  const answer = inputResponse(ctx.mcpReq.inputResponses, key);
  if (answer.kind === 'missing') {
    return inputRequired({
      inputRequests: { [key]: inputRequired.elicit({ message, requestedSchema: schema }) },
    });
  }
  if (answer.kind !== 'elicit') {
    return report(`Expected an elicitation result under "${key}".`, ctx, deps, {
      [key]: rawResponse(ctx, key),
    });
  }
  const extra =
    answer.action === 'accept' ? { serverValidation: serverValidation(schema, answer.content) } : {};
  return report(summarize(answer.action, answer.content), ctx, deps, { [key]: rawResponse(ctx, key) }, extra);
}

const TIME_SLOTS = [
  { const: '18:00', title: '6:00 pm' },
  { const: '18:30', title: '6:30 pm' },
  { const: '19:00', title: '7:00 pm' },
  { const: '19:30', title: '7:30 pm' },
  { const: '20:00', title: '8:00 pm' },
  { const: '20:30', title: '8:30 pm' },
];

/** @param {McpServer} server @param {ToolDeps} deps */
function registerBookTable(server, deps) {
  server.registerTool(
    'book_table',
    {
      title: 'Book a table',
      description: 'Books a restaurant table; asks for your contact details with a form.',
      inputSchema: toolInput({
        restaurant: { type: 'string', description: 'Which restaurant', default: 'Trattoria Demo' },
      }),
      annotations: { readOnlyHint: false, openWorldHint: false },
    },
    async (args, ctx) => {
      const { restaurant = 'Trattoria Demo' } = /** @type {{ restaurant?: string }} */ (args);
      return askOnce(ctx, deps, {
        key: 'contact',
        message: `Book a table at ${restaurant}. Who is the booking for?`,
        schema: formSchema(
          {
            name: { type: 'string', title: 'Name', minLength: 1, maxLength: 80 },
            email: {
              type: 'string',
              title: 'Email',
              format: 'email',
              description: 'We send the confirmation here.',
            },
            phone: {
              type: 'string',
              title: 'Phone',
              description: 'Only used if we need to reach you about this booking.',
              maxLength: 30,
            },
            guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12, default: 2 },
            date: { type: 'string', title: 'Date', format: 'date' },
            time: { type: 'string', title: 'Time', oneOf: TIME_SLOTS },
          },
          ['name', 'email', 'guests', 'date', 'time'],
        ),
        summarize: (action, content) =>
          action === 'accept' && content
            ? `Booked ${restaurant} for ${content.guests} on ${content.date} at ${content.time}, ` +
              `name ${content.name}.`
            : `No booking made: you chose ${action}.`,
      });
    },
  );
}

/**
 * A form that asks for a secret, which MCP forbids: the dialog warns, and in server-side mode the password is the
 * one field the page never keeps in its saved draft.
 * @param {McpServer} server @param {ToolDeps} deps
 */
function registerJoinWifi(server, deps) {
  server.registerTool(
    'join_wifi',
    {
      title: 'Join a Wi-Fi network',
      description: 'Asks for a network name and its password (a secret, which the dialog warns about).',
      annotations: { readOnlyHint: false, openWorldHint: false },
    },
    async (ctx) =>
      askOnce(ctx, deps, {
        key: 'network',
        message: 'Which network should the printer join?',
        schema: formSchema(
          {
            network: { type: 'string', title: 'Network name', minLength: 1, maxLength: 32 },
            password: { type: 'string', title: 'Password', minLength: 8, maxLength: 63, writeOnly: true },
          },
          ['network', 'password'],
        ),
        // The summary leaves the password out; the JSON under it shows what the server got, as for every tool.
        summarize: (action, content) =>
          action === 'accept' && content
            ? `Joining ${content.network} (password of ${String(content.password).length} characters).`
            : `Not joined: you chose ${action}.`,
      }),
  );
}

/** @param {McpServer} server @param {ToolDeps} deps */
function registerUpdateSettings(server, deps) {
  server.registerTool(
    'update_settings',
    {
      title: 'Update settings',
      description:
        'A settings form with every field kind: text, email, URL, date, date-time, number, integer, ' +
        'boolean, single and multi select. Several defaults are falsy (0, false, []).',
      annotations: { readOnlyHint: false, openWorldHint: false },
    },
    async (ctx) =>
      askOnce(ctx, deps, {
        key: 'settings',
        message: 'Update your profile and notification settings.',
        schema: formSchema(
          {
            displayName: {
              type: 'string',
              title: 'Display name',
              minLength: 2,
              maxLength: 40,
              default: 'Ada',
            },
            email: { type: 'string', title: 'Email', format: 'email' },
            website: { type: 'string', title: 'Website', format: 'uri' },
            birthday: { type: 'string', title: 'Birthday', format: 'date' },
            snoozeUntil: {
              type: 'string',
              title: 'Snooze notifications until',
              format: 'date-time',
              description: 'Sent with your time zone offset.',
            },
            fontScale: { type: 'number', title: 'Font scale', minimum: 0.5, maximum: 2, default: 1 },
            retries: {
              type: 'integer',
              title: 'Retries before giving up',
              minimum: 0,
              maximum: 5,
              default: 0,
            },
            weeklyDigest: { type: 'boolean', title: 'Weekly digest', default: false },
            betaFeatures: { type: 'boolean', title: 'Beta features', default: true },
            theme: { type: 'string', title: 'Theme', enum: ['system', 'light', 'dark'], default: 'system' },
            channels: {
              type: 'array',
              title: 'Notify me by',
              items: { type: 'string', enum: ['email', 'sms', 'push'] },
              maxItems: 3,
              default: [],
            },
          },
          ['email'],
        ),
        summarize: (action) =>
          action === 'accept' ? 'Settings saved.' : `Settings unchanged: you chose ${action}.`,
      }),
  );
}

/** @param {McpServer} server @param {ToolDeps} deps */
function registerSurvey(server, deps) {
  server.registerTool(
    'survey',
    {
      title: 'Survey',
      description: 'A short survey using all five enum shapes of the elicitation schema.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (ctx) =>
      askOnce(ctx, deps, {
        key: 'survey',
        message: 'Three quick questions about how you use MCP.',
        schema: formSchema(
          {
            colour: {
              type: 'string',
              title: 'Favourite colour (untitled enum)',
              enum: ['red', 'green', 'blue'],
            },
            experience: {
              type: 'string',
              title: 'Experience (titled oneOf)',
              oneOf: [
                { const: 'novice', title: 'New to MCP' },
                { const: 'builder', title: 'Built a server or two' },
                { const: 'expert', title: 'Wrote an SDK' },
              ],
            },
            satisfaction: {
              type: 'string',
              title: 'Satisfaction (legacy enumNames)',
              enum: ['1', '2', '3', '4', '5'],
              enumNames: ['Very unhappy', 'Unhappy', 'Neutral', 'Happy', 'Very happy'],
              default: '3',
            },
            languages: {
              type: 'array',
              title: 'Languages you use (untitled multi)',
              items: { type: 'string', enum: ['TypeScript', 'Python', 'Go', 'Rust', 'Java'] },
              minItems: 1,
            },
            features: {
              type: 'array',
              title: 'Features you want (titled anyOf multi)',
              items: {
                anyOf: [
                  { const: 'forms', title: 'Form elicitation' },
                  { const: 'urls', title: 'URL elicitation' },
                  { const: 'mrtr', title: 'Multi round-trip requests' },
                ],
              },
              maxItems: 2,
            },
          },
          ['experience', 'languages'],
        ),
        summarize: (action) =>
          action === 'accept' ? 'Thanks for answering!' : `No answers: you chose ${action}.`,
      }),
  );
}

/** @param {McpServer} server @param {ToolDeps} deps */
function registerDeleteFile(server, deps) {
  server.registerTool(
    'delete_file',
    {
      title: 'Delete a file',
      description:
        'Pretends to delete a file after you confirm. confirmWith: "button" asks with an empty form ' +
        '(accept = delete), "checkbox" with a required boolean.',
      inputSchema: toolInput({
        path: { type: 'string', default: '/projects/demo/notes.txt' },
        confirmWith: { type: 'string', enum: ['button', 'checkbox'], default: 'button' },
      }),
      annotations: { destructiveHint: true, openWorldHint: false },
    },
    async (args, ctx) => {
      const { path = '/projects/demo/notes.txt', confirmWith = 'button' } =
        /** @type {{ path?: string; confirmWith?: string }} */ (args);
      const checkbox = confirmWith === 'checkbox';
      return askOnce(ctx, deps, {
        key: 'confirm',
        message: `Delete ${path}? This cannot be undone.`,
        schema: checkbox
          ? formSchema({ confirm: { type: 'boolean', title: `Yes, delete ${path}`, default: false } }, [
              'confirm',
            ])
          : formSchema({}),
        summarize: (action, content) => {
          if (action !== 'accept') return `Kept ${path}: you chose ${action}.`;
          if (checkbox && content?.confirm !== true) return `Kept ${path}: the box was not ticked.`;
          return `Deleted ${path} (not really: this is a demo).`;
        },
      });
    },
  );
}

const DESTINATIONS = {
  kyoto: {
    title: 'Kyoto, Japan',
    nights: 4,
    activities: [
      { const: 'temples', title: 'Temples and shrines' },
      { const: 'tea', title: 'Tea ceremony' },
      { const: 'arashiyama', title: 'Arashiyama bamboo grove' },
    ],
    extra: { ryokan: { type: 'boolean', title: 'Stay one night in a ryokan', default: true } },
  },
  lisbon: {
    title: 'Lisbon, Portugal',
    nights: 3,
    activities: [
      { const: 'tram28', title: 'Tram 28' },
      { const: 'fado', title: 'A fado evening' },
      { const: 'sintra', title: 'Day trip to Sintra' },
    ],
    extra: {
      pastries: { type: 'integer', title: 'Pastéis de nata per day', minimum: 0, maximum: 6, default: 2 },
    },
  },
  reykjavik: {
    title: 'Reykjavík, Iceland',
    nights: 5,
    activities: [
      { const: 'aurora', title: 'Northern lights tour' },
      { const: 'lagoon', title: 'Blue Lagoon' },
      { const: 'golden', title: 'Golden Circle drive' },
    ],
    extra: { rentCar: { type: 'boolean', title: 'Rent a 4x4', default: false } },
  },
};

/** @param {McpServer} server @param {ToolDeps} deps */
function registerPlanTrip(server, deps) {
  server.registerTool(
    'plan_trip',
    {
      title: 'Plan a trip',
      description:
        'Asks twice in a row: first where to, then details that depend on the destination. The first ' +
        'answer travels in an HMAC-sealed requestState between the rounds.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (ctx) => {
      /** @type {StatePayload | undefined} */
      const state = ctx.mcpReq.requestState();
      if (state === undefined) {
        const first = inputResponse(ctx.mcpReq.inputResponses, 'destination');
        if (first.kind === 'missing') {
          return inputRequired({
            inputRequests: {
              destination: inputRequired.elicit({
                message: 'Round 1 of 2: where would you like to go?',
                requestedSchema: formSchema(
                  {
                    destination: {
                      type: 'string',
                      title: 'Destination',
                      oneOf: Object.entries(DESTINATIONS).map(([value, { title }]) => ({
                        const: value,
                        title,
                      })),
                    },
                  },
                  ['destination'],
                ),
              }),
            },
          });
        }
        const received = { destination: rawResponse(ctx, 'destination') };
        if (first.kind !== 'elicit' || first.action !== 'accept') {
          return report('No trip planned: round 1 was not accepted.', ctx, deps, received);
        }
        const destination = String(first.content?.destination);
        const place = DESTINATIONS[/** @type {keyof typeof DESTINATIONS} */ (destination)];
        if (!place) return report(`Unknown destination "${destination}".`, ctx, deps, received);
        return inputRequired({
          inputRequests: {
            details: inputRequired.elicit({
              message: `Round 2 of 2: ${place.title}. How long, from when, and what would you like to do?`,
              requestedSchema: formSchema(
                {
                  startDate: { type: 'string', title: 'Arrive on', format: 'date' },
                  nights: {
                    type: 'integer',
                    title: 'Nights',
                    minimum: 1,
                    maximum: 21,
                    default: place.nights,
                  },
                  activities: {
                    type: 'array',
                    title: `Things to do in ${place.title.split(',')[0]}`,
                    items: { anyOf: place.activities },
                  },
                  ...place.extra,
                },
                ['startDate', 'nights'],
              ),
            }),
          },
          requestState: await deps.codec.mint({
            tool: 'plan_trip',
            destination,
            first: received.destination,
          }),
        });
      }
      if (state.tool !== 'plan_trip')
        return report('This requestState belongs to another tool.', ctx, deps, {});
      const second = inputResponse(ctx.mcpReq.inputResponses, 'details');
      const received = { destination: state.first, details: rawResponse(ctx, 'details') };
      const place = DESTINATIONS[/** @type {keyof typeof DESTINATIONS} */ (state.destination)];
      if (second.kind !== 'elicit' || second.action !== 'accept' || !second.content) {
        return report('No trip planned: round 2 was not accepted.', ctx, deps, received);
      }
      const { startDate, nights } = second.content;
      return report(`Planned ${nights} nights in ${place.title} from ${startDate}.`, ctx, deps, received, {
        rounds: 2,
        requestStateVerified: true,
      });
    },
  );
}

/** @param {ServerContext} ctx @param {ToolDeps} deps @returns {string | undefined} */
function revisionOf(ctx, deps) {
  const envelope = /** @type {Record<string, any> | undefined} */ (ctx.mcpReq.envelope);
  return envelope?.[PROTOCOL_VERSION_META_KEY] ?? deps.protocolVersion(ctx);
}

/** @param {McpServer} server @param {ToolDeps} deps */
function registerConnectAccount(server, deps) {
  server.registerTool(
    'connect_account',
    {
      title: 'Connect an account',
      description:
        'URL mode: asks you to open a local page of this demo and connect an account there (an out-of-band step ' +
        'the client never sees). 2026-07-28: choose Continue once done; the server checks, and asks again if you ' +
        'are not finished yet. 2025-11-25: the server waits for the page and tells the client when it is done.',
      inputSchema: toolInput({ account: { type: 'string', default: 'demo-user' } }),
      annotations: { readOnlyHint: false, openWorldHint: false },
    },
    async (args, ctx) => {
      const { account = 'demo-user' } = /** @type {{ account?: string }} */ (args);
      const legacy = revisionOf(ctx, deps) === '2025-11-25';
      /** @type {StatePayload | undefined} */
      const state = ctx.mcpReq.requestState();
      /** @param {import('./accounts.js').ConnectSession} session */
      const askToConnect = async (session) =>
        inputRequired({
          inputRequests: {
            connect: inputRequired.elicitUrl({
              message: `Connect the account "${session.account}" to Demo Cloud. The page opens outside this app.`,
              url: `${deps.origin}/connect?session=${session.id}`,
              // 2025-11-25 names the elicitation, so the completion notification can refer to it.
              ...(legacy ? { elicitationId: session.id } : {}),
            }),
          },
          requestState: await deps.codec.mint({
            tool: 'connect_account',
            session: session.id,
            account: session.account,
          }),
        });

      if (state === undefined) {
        const already = deps.accounts.connectedAt(account);
        if (already) {
          return report(
            `Account "${account}" is connected (since ${already}).`,
            ctx,
            deps,
            {},
            { connected: true },
          );
        }
        return askToConnect(deps.accounts.open(account));
      }
      if (state.tool !== 'connect_account')
        return report('This requestState belongs to another tool.', ctx, deps, {});
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'connect');
      const received = { connect: rawResponse(ctx, 'connect') };
      if (answer.kind !== 'elicit' || answer.action !== 'accept') {
        return report(
          `Account "${state.account}" not connected: you did not agree to open the page.`,
          ctx,
          deps,
          received,
          { connected: false },
        );
      }
      if (legacy) {
        // 2025-11-25: the accept means the person went to the page. The server waits for the page itself, then
        // tells the client the step is done (notifications/elicitation/complete), before it answers the call.
        const session = await deps.accounts.whenCompleted(state.session, ctx.mcpReq.signal);
        if (!session) {
          return report(`Account "${state.account}" not connected: the link expired.`, ctx, deps, received, {
            connected: false,
          });
        }
        await ctx.mcpReq.notify({
          method: 'notifications/elicitation/complete',
          params: { elicitationId: state.session },
        });
        return report(
          `Account "${state.account}" is connected (since ${session.connectedAt}).`,
          ctx,
          deps,
          received,
          {
            connected: true,
            completionNotified: state.session,
          },
        );
      }
      // 2026-07-28: the accept comes with the person's Continue. Not done on the page yet: ask again, for the
      // same page, which the client shows as "not finished yet".
      const done = deps.accounts.connectedAt(state.account);
      if (done) {
        return report(`Account "${state.account}" is connected (since ${done}).`, ctx, deps, received, {
          connected: true,
        });
      }
      const session = deps.accounts.get(state.session);
      if (!session) {
        return report(`Account "${state.account}" not connected: the link expired.`, ctx, deps, received, {
          connected: false,
        });
      }
      return askToConnect(session);
    },
  );
}

/**
 * Registers every demo tool on `server`.
 * @param {McpServer} server
 * @param {ToolDeps} deps
 */
export function registerDemoTools(server, deps) {
  registerBookTable(server, deps);
  registerJoinWifi(server, deps);
  registerUpdateSettings(server, deps);
  registerSurvey(server, deps);
  registerDeleteFile(server, deps);
  registerPlanTrip(server, deps);
  registerConnectAccount(server, deps);
}
