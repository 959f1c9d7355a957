/**
 * The resolver against the core on random requests: the same schemas, contents and drafts as the Ajv property
 * test (test/support/schema-arbitraries.ts). Run count from FC_NUM_RUNS, as there.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DraftValue, toElicitValue } from '../../src/core/answer/values.js';
import {
  checkFieldValue,
  type FormModel,
  formatFieldIssue,
  toElicitContent,
  validateContent,
} from '../../src/core/index.js';
import { elicitationResolver, hookFormKey } from '../../src/react-hook-form/index.js';
import {
  buildContent,
  buildDrafts,
  draftsPlanArb,
  extrasArb,
  parseForm,
  validSchemaArb,
  valuePlanArb,
} from '../support/schema-arbitraries.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 300);
const timeout = Math.max(60_000, numRuns * 40);
const localeArb = fc.constantFrom(undefined, 'en', 'zh-CN');

/** A draft keyed by property name, as react-hook-form holds it: keyed by safe key, own entries only. */
function asHookValues(model: FormModel, draft: unknown): Record<string, DraftValue> {
  const values: Record<string, DraftValue> = {};
  const record = typeof draft === 'object' && draft !== null ? draft : {};
  model.fields.forEach((field, index) => {
    if (Object.hasOwn(record, field.name))
      values[hookFormKey(index)] = (record as Record<string, DraftValue>)[field.name];
  });
  return values;
}

/** What the resolver reports, as `key → [type, message]`. */
async function resolved(model: FormModel, values: Record<string, DraftValue>, locale?: string) {
  const resolver = elicitationResolver(model, { locale });
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.entries(result.errors).map(([key, error]) => [key, [error?.type, error?.message]]);
  return { result, errors: Object.fromEntries(errors) as Record<string, [string, string]> };
}

/** validateContent's first error per field, keyed by safe key: what the resolver must say. */
function expectedFromCore(model: FormModel, values: Record<string, DraftValue>, locale?: string) {
  const draft: Record<string, DraftValue> = {};
  model.fields.forEach((field, index) => {
    Object.defineProperty(draft, field.name, { value: values[hookFormKey(index)], enumerable: true });
  });
  const expected: Record<string, [string, string]> = {};
  for (const error of validateContent(model, toElicitContent(model, draft), { locale })) {
    const index = model.fields.findIndex((field) => field.name === error.field);
    expected[hookFormKey(index)] ??= [error.code, error.message];
  }
  return expected;
}

/** What ElicitationForm shows under each field for the same draft: its first issue, worded the same way. */
function expectedFromForm(model: FormModel, values: Record<string, DraftValue>, locale?: string) {
  const expected: Record<string, [string, string]> = {};
  model.fields.forEach((field, index) => {
    const key = hookFormKey(index);
    const [issue] = checkFieldValue(field, toElicitValue(field, values[key]));
    if (issue) expected[key] = [issue.code, formatFieldIssue(issue, field, { locale })];
  });
  return expected;
}

describe('elicitationResolver', () => {
  it(
    'given random content for random schemas / when resolved / should report exactly validateContent’s first error per field, word for word, and ElicitationForm’s',
    async () => {
      const plansArb = fc.array(valuePlanArb, { minLength: 12, maxLength: 12 });
      await fc.assert(
        fc.asyncProperty(
          validSchemaArb,
          plansArb,
          extrasArb,
          localeArb,
          async (gen, plans, extras, locale) => {
            const model = parseForm(gen.requestedSchema);
            const values = asHookValues(model, buildContent(model, plans, extras));
            const { result, errors } = await resolved(model, values, locale);
            expect(errors).toEqual(expectedFromCore(model, values, locale));
            expect(errors).toEqual(expectedFromForm(model, values, locale));
            // Valid values come back as given, for handleSubmit to pass on.
            if (Object.keys(errors).length === 0) expect(result.values).toEqual(values);
          },
        ),
        { numRuns },
      );
    },
    timeout,
  );

  it(
    'given random drafts (typed text, wrong types, stray keys) / when resolved / should agree with validateContent on the content they make',
    async () => {
      await fc.assert(
        fc.asyncProperty(validSchemaArb, draftsPlanArb, localeArb, async (gen, plan, locale) => {
          const model = parseForm(gen.requestedSchema);
          const values = asHookValues(model, buildDrafts(gen.names, plan));
          const { errors } = await resolved(model, values, locale);
          expect(errors).toEqual(expectedFromCore(model, values, locale));
        }),
        { numRuns },
      );
    },
    timeout,
  );

  it('given criteriaMode all / when a field breaks two checks / should list both codes under types, the first as the error', async () => {
    const model = parseForm({
      type: 'object',
      properties: { code: { type: 'string', minLength: 5, pattern: '^[0-9]+$' } },
    });
    const resolver = elicitationResolver(model);
    const result = await resolver({ f0: 'ab' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
      criteriaMode: 'all',
    });
    expect(result.errors.f0?.type).toBe('minLength');
    expect(Object.keys(result.errors.f0?.types ?? {})).toEqual(['minLength', 'pattern']);
  });
});
