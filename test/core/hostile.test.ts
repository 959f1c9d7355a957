/**
 * The hostile corpus (test/fixtures/hostile) through the framework-free core: every case ends in a typed
 * `ElicitationError` with the expected code and paths, or in a request whose rendering is safe; no prototype is
 * ever touched, the input is never mutated, and each case is handled in < 100 ms (median of 3 runs).
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeElicitationUrl,
  compileElicitationSchema,
  type DraftValues,
  ElicitationError,
  type ElicitationRequest,
  type FormModel,
  initialValues,
  parseElicitRequest,
  toElicitContent,
  validateContent,
} from '../../src/core/index.js';
import { en } from '../../src/core/messages/index.js';
import { readableLabel } from '../../src/core/safety/readable-text.js';
import { findRequestSecrets } from '../../src/core/safety/sensitive.js';
import { imitatesHost, serverDisplayName } from '../../src/core/safety/server-identity.js';
import { type HostileCase, hostileCases } from '../fixtures/hostile/index.js';

/** The issue's bound for any hostile input, per case, in the core. */
const BOUND_MS = 100;

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (value: unknown, key: string): unknown =>
  isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;

// ---------------------------------------------------------------------------------------------------------------
// What "nothing was touched" means
// ---------------------------------------------------------------------------------------------------------------

const PROTOTYPES = [
  Object.prototype,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Number.prototype,
];

/** Every own property (and its descriptor's parts) of the built-in prototypes. */
function prototypeState(): unknown[] {
  const state: unknown[] = [];
  for (const proto of PROTOTYPES) {
    state.push(Object.getPrototypeOf(proto), Object.isExtensible(proto));
    for (const key of Reflect.ownKeys(proto)) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, key);
      state.push(key, descriptor?.value, descriptor?.get, descriptor?.set, descriptor?.writable);
    }
  }
  return state;
}

/**
 * Every (container, key, value) of `root`, by identity, walked without recursion: 100,000-level nesting must not
 * overflow the test's own stack. Comparing two fingerprints detects any added, removed or replaced member.
 */
function fingerprint(root: unknown): unknown[] {
  const out: unknown[] = [root];
  const stack: unknown[] = [root];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    out.push(node, Object.getPrototypeOf(node));
    for (const key of Reflect.ownKeys(node)) {
      const value = (node as Json)[key as string];
      out.push(key, value);
      stack.push(value);
    }
  }
  return out;
}

function sameFingerprint(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

// ---------------------------------------------------------------------------------------------------------------
// Handling one case the way a host does
// ---------------------------------------------------------------------------------------------------------------

interface Rendered {
  kind: 'render';
  request: ElicitationRequest;
  model?: FormModel;
  draft?: DraftValues;
  content?: Record<string, unknown>;
  hostileContent?: Record<string, unknown>;
  errors?: ReturnType<typeof validateContent>;
}

type Outcome = Rendered | { kind: 'thrown'; error: unknown };

/** A draft a compromised page script might hand over: prototype keys plus markup for every field. */
function hostileDraft(model: FormModel): DraftValues {
  const draft = JSON.parse(
    '{"__proto__":{"polluted":"draft"},"constructor":{"prototype":{"polluted":"draft"}}}',
  ) as DraftValues;
  for (const field of model.fields) {
    const value = field.kind === 'multi-select' ? ['__proto__', '<script>'] : '<script>x</script>';
    Object.defineProperty(draft, field.name, { value, enumerable: true, writable: true, configurable: true });
  }
  return draft;
}

/** parse + compile + initialValues + toElicitContent + validateContent, or the URL analysis. */
function handle(entry: HostileCase): Outcome {
  try {
    const request = parseElicitRequest(entry.params, entry.options);
    if (request.mode === 'url') {
      analyzeElicitationUrl(String(own(entry.params, 'url')));
      return { kind: 'render', request };
    }
    const model = compileElicitationSchema(own(entry.params, 'requestedSchema'), entry.options);
    const draft = initialValues(model);
    const content = toElicitContent(model, draft);
    const errors = validateContent(model, content);
    const hostileContent = toElicitContent(model, hostileDraft(model));
    validateContent(model, hostileContent);
    return { kind: 'render', request, model, draft, content, hostileContent, errors };
  } catch (error) {
    return { kind: 'thrown', error };
  }
}

/**
 * Median of up to three timed runs; stops as soon as two runs agree on which side of the bound they are.
 * Timed in this process's CPU time, so browser projects running beside it in CI cannot inflate it.
 */
function timed(entry: HostileCase): { outcome: Outcome; medianMs: number; runs: number[] } {
  const runs: number[] = [];
  let outcome: Outcome | undefined;
  while (runs.length < 3) {
    const started = process.cpuUsage();
    outcome = handle(entry);
    const { user, system } = process.cpuUsage(started);
    runs.push((user + system) / 1000);
    const over = runs.filter((ms) => ms >= BOUND_MS).length;
    if (over >= 2 || runs.length - over >= 2) break;
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { outcome: outcome as Outcome, medianMs: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0, runs };
}

// ---------------------------------------------------------------------------------------------------------------
// Expectations
// ---------------------------------------------------------------------------------------------------------------

function expectTypedError(entry: HostileCase, outcome: Outcome): void {
  const expected = entry.expect;
  if (expected.kind !== 'error') return;
  if (outcome.kind !== 'thrown') {
    expect.fail(`${entry.id}: expected ElicitationError ${expected.code}, but the request parsed`);
  }
  const { error } = outcome;
  if (!(error instanceof ElicitationError)) {
    expect.fail(`${entry.id}: expected ElicitationError, got ${String(error).slice(0, 300)}`);
  }
  const summary = error.issues.map((issue) => `${issue.code} ${issue.path.slice(0, 120)}: ${issue.message}`);
  expect(error.name).toBe('ElicitationError');
  expect(error.issues.length, entry.id).toBeGreaterThan(0);
  expect(error.code, summary.join('\n').slice(0, 2000)).toBe(expected.code);
  for (const issue of error.issues) {
    expect(issue.path === '' || issue.path.startsWith('/'), issue.path.slice(0, 120)).toBe(true);
    expect(typeof issue.message).toBe('string');
  }
  const paths = new Set(error.issues.map((issue) => issue.path));
  for (const path of expected.paths ?? []) {
    expect(
      paths.has(path),
      `${entry.id}: no issue at ${path.slice(0, 120)}; got\n${summary.join('\n').slice(0, 2000)}`,
    ).toBe(true);
  }
}

/** Texts reach the model verbatim: nothing is decoded, stripped or turned into markup. */
function expectFormRendering(entry: HostileCase, outcome: Rendered): void {
  const expected = entry.expect;
  if (expected.kind !== 'render' || expected.mode !== 'form') return;
  const { request, model, draft, content, hostileContent, errors } = outcome;
  if (request.mode !== 'form' || !model || !draft || !content || !hostileContent || !errors) {
    expect.fail(`${entry.id}: expected a form`);
  }
  expect(request.message).toBe(own(entry.params, 'message'));
  const names = model.fields.map((field) => field.name);
  expect(names).toEqual(expected.fields);
  expect(request.form.fields.map((field) => field.name)).toEqual(expected.fields);
  if (expected.kinds) expect(model.fields.map((field) => field.kind)).toEqual(expected.kinds);
  if (expected.sensitive) {
    expect(model.fields.filter((field) => field.sensitive).map((field) => field.name)).toEqual(
      expected.sensitive,
    );
  }
  const properties = own(own(entry.params, 'requestedSchema'), 'properties');
  for (const field of model.fields) {
    const schema = own(properties, field.name);
    // A blank title (spaces, fillers, invisible characters) falls back to the name, a blank name is spelled out.
    expect(field.label).toBe(readableLabel([own(schema, 'title')], field.name));
    const description = own(schema, 'description');
    if (typeof description === 'string') expect(field.description).toBe(description);
    const titled = (own(schema, 'oneOf') ?? own(own(schema, 'items'), 'anyOf')) as unknown[] | undefined;
    if (Array.isArray(titled)) {
      expect(field.options?.map((option) => option.label)).toEqual(
        titled.map((option) => readableLabel([own(option, 'title')], String(own(option, 'const')))),
      );
    }
  }
  // Drafts and content carry exactly the schema's names, as own keys on plain objects.
  expect(Object.keys(draft)).toEqual(names);
  for (const produced of [content, hostileContent]) {
    expect(Object.getPrototypeOf(produced)).toBe(Object.prototype);
    for (const key of Object.keys(produced)) expect(names).toContain(key);
    expect(JSON.parse(JSON.stringify(produced))).toEqual(produced);
  }
  for (const error of errors) expect(names).toContain(error.field);
  if (expected.labels) expect(model.fields.map((field) => field.label)).toEqual(expected.labels);
  if (expected.optionLabels) {
    expect(model.fields[0]?.options?.map((option) => option.label)).toEqual(expected.optionLabels);
  }
  if (expected.messageSecret !== undefined) {
    expect(findRequestSecrets(request).message ?? null).toBe(expected.messageSecret);
  }
  for (const name of expected.notPrefilled ?? []) {
    const field = model.fields.find((entry) => entry.name === name);
    expect(field?.secret?.kind, name).toBe('credential-default');
    expect(field?.default, name).toBeUndefined();
    expect(Object.hasOwn(draft, name) ? draft[name] : undefined, name).not.toBe(
      own(own(properties, name), 'default'),
    );
  }
  if (expected.serverName !== undefined) {
    const shown = serverDisplayName(entry.server, en['dialog.unknownServer']);
    expect(shown).toBe(expected.serverName);
    expect(imitatesHost(shown, entry.reservedNames)).toBe(expected.imitatesHost ?? false);
  }
}

function expectUrlRendering(entry: HostileCase, outcome: Rendered): void {
  const expected = entry.expect;
  if (expected.kind !== 'render' || expected.mode !== 'url') return;
  const { request } = outcome;
  if (request.mode !== 'url') expect.fail(`${entry.id}: expected URL mode`);
  expect(request.message).toBe(own(entry.params, 'message'));
  const { url } = request;
  expect(url.blocked).toBe(expected.blocked);
  expect(url.blockReason).toBe(expected.blockReason);
  if (expected.host !== undefined) expect(url.host).toBe(expected.host);
  if (expected.registrableDomain !== undefined)
    expect(url.registrableDomain).toBe(expected.registrableDomain);
  if (expected.warnings) expect(url.warnings.map((warning) => warning.code)).toEqual(expected.warnings);
  for (const [code, detail] of Object.entries(expected.details ?? {})) {
    expect(url.warnings.find((warning) => warning.code === code)?.detail, code).toBe(detail);
  }
  if (!url.blocked) {
    // What would be opened is exactly what is shown: a normalised absolute http(s) URL.
    expect(['http', 'https']).toContain(url.scheme);
    expect(new URL(url.href).href).toBe(url.href);
    const controls = [...url.href].filter((char) => (char.codePointAt(0) ?? 0) <= 0x20 || char === '\u007f');
    expect(controls).toEqual([]);
  }
}

// ---------------------------------------------------------------------------------------------------------------

describe('the hostile corpus', () => {
  it('given the corpus, should have at least 60 cases covering schema, text and URL mode, and over 100 more for lookalikes, secrets, identities and options', () => {
    expect(hostileCases.length).toBeGreaterThanOrEqual(60);
    const issue13 = hostileCases.filter((entry) =>
      ['lookalike', 'secret', 'identity', 'option'].includes(entry.group),
    );
    expect(issue13.length).toBeGreaterThan(100);
    const groups = new Map<string, number>();
    for (const entry of hostileCases) groups.set(entry.group, (groups.get(entry.group) ?? 0) + 1);
    for (const group of ['schema', 'text', 'url']) expect(groups.get(group) ?? 0).toBeGreaterThanOrEqual(15);
    expect(hostileCases.some((entry) => entry.expect.kind === 'render')).toBe(true);
    expect(hostileCases.some((entry) => entry.expect.kind === 'error')).toBe(true);
  });

  describe.each(hostileCases.map((entry) => [entry.id, entry] as const))('%s', (_, entry) => {
    it(`given this case, should ${entry.expect.kind === 'error' ? `be refused (${entry.expect.code})` : 'render safely'}, touch nothing, and finish in < ${BOUND_MS} ms`, () => {
      const prototypesBefore = prototypeState();
      const inputBefore = fingerprint(entry.params);

      const { outcome, medianMs, runs } = timed(entry);

      // The time is judged even when the outcome is wrong: a refused case that parsed may also be slow.
      expect
        .soft(medianMs, `${entry.id}: runs took ${runs.map((ms) => ms.toFixed(1)).join(', ')} ms`)
        .toBeLessThan(BOUND_MS);
      if (entry.expect.kind === 'error') expectTypedError(entry, outcome);
      else if (outcome.kind === 'thrown') {
        expect.fail(`${entry.id}: expected to render, threw ${String(outcome.error).slice(0, 500)}`);
      } else {
        expectFormRendering(entry, outcome);
        expectUrlRendering(entry, outcome);
      }

      expect(({} as Json).polluted).toBeUndefined();
      expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
      expect(sameFingerprint(prototypeState(), prototypesBefore), 'a built-in prototype changed').toBe(true);
      expect(sameFingerprint(fingerprint(entry.params), inputBefore), 'the input was mutated').toBe(true);
    });
  });
});
