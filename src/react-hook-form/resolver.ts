import type { FieldErrors, FieldError as HookFieldError, Resolver } from 'react-hook-form';
import { validateContent } from '../core/answer/validate.js';
import { type ContentOptions, type DraftValues, toElicitContent } from '../core/answer/values.js';
import type { LocaleOptions } from '../core/messages/keys.js';
import type { FormModel } from '../core/schema/model.js';
import { type ElicitationHookFormValues, hookFormKey, toDraftValues } from './field-keys.js';

/**
 * Options of {@link elicitationResolver}: the locale and overrides errors are worded in, and how dates are sent.
 * @inline
 */
export interface ElicitationResolverOptions extends LocaleOptions, ContentOptions {}

/**
 * A react-hook-form `Resolver` for the fields of `form`, keyed by their safe keys (`f0`, `f1`, …): the values are
 * turned into the typed content that would be sent (`toElicitContent`) and checked by `validateContent`, whose
 * checks are compiled once per form model. Each field gets its first problem, worded from our catalogues, so the
 * same input shows the same error as `ElicitationForm`, word for word. With `criteriaMode: 'all'`, `types` holds
 * every problem of the field by code. Valid values are returned as given: turn them into content with
 * `toContent` (from `useElicitationHookForm`), never by reading them as property names.
 *
 * @example
 * const form = useForm({ resolver: elicitationResolver(request.form, { locale: 'zh-CN' }), mode: 'onTouched' });
 */
export function elicitationResolver(
  form: FormModel,
  options: ElicitationResolverOptions = {},
): Resolver<ElicitationHookFormValues> {
  return resolverWith(form, options, (values) => toDraftValues(form, values));
}

/**
 * The resolver over drafts made by `toDraft` (the hook's leaves an untouched optional box unanswered).
 * @internal
 */
export function resolverWith(
  form: FormModel,
  options: ElicitationResolverOptions,
  toDraft: (values: ElicitationHookFormValues) => DraftValues,
): Resolver<ElicitationHookFormValues> {
  const indexByName = new Map(form.fields.map((field, index) => [field.name, index]));
  return (values, _context, resolverOptions) => {
    const content = toElicitContent(form, toDraft(values), options);
    const problems = validateContent(form, content, options);
    if (problems.length === 0) return { values, errors: {} };
    const all = resolverOptions?.criteriaMode === 'all';
    const errors: Record<string, HookFieldError> = {};
    for (const problem of problems) {
      const index = indexByName.get(problem.field);
      // Content made from the form's own fields has no other keys; nothing else can be placed.
      if (index === undefined) continue;
      const key = hookFormKey(index);
      const known = errors[key];
      if (known) {
        if (all && known.types) known.types[problem.code] ??= problem.message;
        continue;
      }
      errors[key] = {
        type: problem.code,
        message: problem.message,
        ref: resolverOptions?.fields?.[key]?.ref,
        ...(all ? { types: { [problem.code]: problem.message } } : {}),
      };
    }
    return { values: {}, errors: errors as FieldErrors<ElicitationHookFormValues> };
  };
}
