// A person using the library without a screen: what the dialog does with a request, as plain calls into the
// core. The request is what the queue parsed from the wire; the user starts from the pre-filled defaults and
// types text, as into the inputs.
import { expect } from 'vitest';
import type { ContentOptions, DraftValue } from '../../src/core/answer/values.js';
import {
  acceptResult,
  type ElicitationQueue,
  type ElicitContent,
  type FieldError,
  type FormModel,
  initialValues,
  type PendingElicitation,
  toElicitContent,
  validateContent,
} from '../../src/core/index.js';

/** The next request that reaches the front of the queue. */
export function nextRequest(queue: ElicitationQueue, timeoutMs = 30_000): Promise<PendingElicitation> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no elicitation arrived within ${timeoutMs} ms`));
    }, timeoutMs);
    const check = () => {
      const { current } = queue.snapshot();
      if (!current) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(current);
    };
    const unsubscribe = queue.subscribe(check);
    check();
  });
}

/**
 * The request a tool call asks, or the call's own failure when it ends without asking (a refused request
 * fails the call). The call keeps a handler, so a late rejection is never unhandled.
 */
export function askedBy(call: Promise<unknown>, queue: ElicitationQueue): Promise<PendingElicitation> {
  call.catch(() => undefined);
  return Promise.race([
    nextRequest(queue),
    call.then((output) => {
      throw new Error(`the tool answered without asking: ${JSON.stringify(output)}`);
    }),
  ]);
}

export function formOf(entry: PendingElicitation): FormModel {
  if (entry.request.mode !== 'form') throw new Error(`expected a form request, got ${entry.request.mode}`);
  return entry.request.form;
}

/**
 * The content the form would send after the user typed `typed` (by property name) over the defaults; `options`
 * as the form passes them (a test sets the person's time zone offset there).
 */
export function typeInto(
  form: FormModel,
  typed: Record<string, DraftValue>,
  options: ContentOptions = {},
): {
  content: ElicitContent;
  errors: FieldError[];
} {
  const draft = initialValues(form);
  for (const [name, value] of Object.entries(typed)) {
    expect(form.fields.map((field) => field.name)).toContain(name);
    draft[name] = value;
  }
  const content = toElicitContent(form, draft, options);
  return { content, errors: validateContent(form, content) };
}

/** Types `typed`, checks the form would let it through, and sends it. Returns what was sent. */
export function fillAndSend(
  entry: PendingElicitation,
  typed: Record<string, DraftValue>,
  options: ContentOptions = {},
): ElicitContent {
  const { content, errors } = typeInto(formOf(entry), typed, options);
  expect(errors, 'the form refused what the user typed').toEqual([]);
  entry.respond(acceptResult(content));
  return content;
}

/** The `ElicitResult`s a server received, from its captured request bodies, in order. */
export function elicitResultsIn(bodies: readonly unknown[]): unknown[] {
  const results: unknown[] = [];
  for (const body of bodies) {
    for (const message of Array.isArray(body) ? body : [body]) {
      const { result, method, params } = message as {
        result?: { action?: unknown };
        method?: string;
        params?: { inputResponses?: Record<string, unknown> };
      };
      // 2025-11-25: the client's JSON-RPC response to a pushed elicitation/create.
      if (result && typeof result.action === 'string') results.push(result);
      // 2026-07-28: the retried request carries the answers in inputResponses.
      if (method && params?.inputResponses) results.push(...Object.values(params.inputResponses));
    }
  }
  return results;
}
