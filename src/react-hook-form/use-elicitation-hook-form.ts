'use client';
import { useEffect, useMemo, useRef } from 'react';
import { type UseFormProps, type UseFormRegister, type UseFormReturn, useForm } from 'react-hook-form';
import { type DraftValue, initialValues, toElicitContent } from '../core/answer/values.js';
import type { ElicitationRequestInput } from '../core/flow/resolve-request.js';
import type { LocaleOptions } from '../core/messages/keys.js';
import { parseElicitRequest } from '../core/request/parse-request.js';
import type { FieldModel, FormModel } from '../core/schema/model.js';
import type { ExperimentalDrafts } from '../core/wire/experimental.js';
import type { ElicitContent } from '../core/wire/protocol.js';
import type { ElicitationFlow } from '../react/flow/use-elicitation-flow.js';
import { useResolvedRequest } from '../react/flow/use-resolved-request.js';
import { useFormI18n } from '../react/form/form-i18n.js';
import { blurAfterPress } from './blur-after-press.js';
import {
  type ElicitationHookFormValues,
  type HookFormField,
  hookFormFields,
  hookFormKey,
  toDraftValues,
  toHookFormValues,
} from './field-keys.js';
import { resolverWith } from './resolver.js';

/**
 * Options of {@link useElicitationHookForm}: react-hook-form's own `useForm` options (but `defaultValues`,
 * `values` and `resolver`, which come from the request), the locale errors are worded in, and the flow to lock to.
 */
export interface UseElicitationHookFormOptions
  extends Omit<UseFormProps<ElicitationHookFormValues>, 'defaultValues' | 'values' | 'resolver'>,
    LocaleOptions {
  /**
   * The consent flow this form answers through (`useElicitationFlow`): the form locks (react-hook-form's
   * `disabled`) when the flow does (an answer on its way or sent, an expiry or abort, a refused request), and the
   * flow's stray-dismissal question knows whether the user changed anything.
   */
  flow?: Pick<ElicitationFlow, 'locked' | 'closeOnly' | 'isDirty'>;
  /** The protocol drafts raw params are parsed with (give the flow the same); see `ExperimentalDrafts`. */
  experimental?: ExperimentalDrafts;
}

/** What {@link useElicitationHookForm} returns: react-hook-form's own `UseFormReturn`, plus the fields and the content. */
export interface ElicitationHookForm extends UseFormReturn<ElicitationHookFormValues> {
  /** The request's fields in schema order, each with the safe key (`name`) to register; `[]` unless form mode. */
  readonly fields: readonly HookFormField[];
  /** The compiled form; `undefined` for a URL-mode or refused request. */
  readonly model: FormModel | undefined;
  /**
   * The typed `ElicitContent` these values would send (the current values when omitted): keyed by the real
   * property names, numbers as numbers, dates as RFC 3339, empty optional fields and an optional box the user
   * never touched left out. Pass it to `flow.accept(…)`.
   */
  toContent(values?: ElicitationHookFormValues): ElicitContent;
}

/**
 * A react-hook-form form for one elicitation: `useForm` with our defaults (`initialValues`: falsy defaults kept,
 * an optional box left unanswered, a credential-looking default never pre-filled), {@link elicitationResolver}
 * (the core's checks, our words) and `mode: 'onTouched'` (checked when a field is left, then on each change, as
 * `ElicitationForm` does; `register`'s blur waits for a click in progress, see {@link blurAfterPress}). Register each field by its safe key, `field.name`; server property names are never
 * react-hook-form paths. `request` is what the dialog takes: raw `elicitation/create` params or a parsed request.
 * One hook serves one request: render the next request in a new component (a new React `key`).
 *
 * @example
 * const flow = useElicitationFlow(params, { server, onResult });
 * const form = useElicitationHookForm(params, { flow });
 * return (
 *   <form onSubmit={form.handleSubmit((values) => flow.accept(form.toContent(values)))}>
 *     {form.fields.map((field) => (
 *       <label key={field.name}>{field.label} <input {...form.register(field.name)} /></label>
 *     ))}
 *   </form>
 * );
 */
export function useElicitationHookForm(
  request: ElicitationRequestInput,
  options: UseElicitationHookFormOptions = {},
): ElicitationHookForm {
  const { flow, locale, messages, experimental, ...formProps } = options;
  const resolved = useResolvedRequest(request, parseElicitRequest, experimental);
  const model = resolved.request?.mode === 'form' ? resolved.request.form : undefined;
  const i18n = useFormI18n();
  const wordedIn = locale ?? i18n.locale;
  const overrides = messages ?? i18n.overrides;
  const defaults = useMemo(() => (model ? toHookFormValues(model, initialValues(model)) : {}), [model]);
  const self = useRef<UseFormReturn<ElicitationHookFormValues> | null>(null);

  // react-hook-form turns a registered checkbox's `undefined` into `false` as it mounts: an optional box with no
  // default that the user never changed is still "never answered", not "no".
  const unanswered = useMemo(
    () => (field: FieldModel, index: number, value: DraftValue) => {
      const key = hookFormKey(index);
      return (
        field.kind === 'boolean' &&
        value === false &&
        defaults[key] === undefined &&
        self.current?.getFieldState(key).isDirty !== true
      );
    },
    [defaults],
  );
  const resolver = useMemo(
    () =>
      model
        ? resolverWith(model, { locale: wordedIn, messages: overrides }, (values) =>
            toDraftValues(model, values, unanswered),
          )
        : undefined,
    [model, wordedIn, overrides, unanswered],
  );
  const locked = flow !== undefined && (flow.locked || flow.closeOnly);
  const form = useForm<ElicitationHookFormValues>({
    mode: 'onTouched',
    ...formProps,
    defaultValues: defaults,
    resolver,
    disabled: locked || formProps.disabled ? true : undefined,
  });
  self.current = form;

  // A new request's content (the same hook given another request) starts from that request's defaults.
  const shown = useRef(defaults);
  useEffect(() => {
    if (shown.current === defaults) return;
    shown.current = defaults;
    form.reset(defaults);
  }, [form, defaults]);

  const fields = model ? hookFormFields(model) : [];
  const isDirtyRef = flow?.isDirty;
  useEffect(() => {
    if (!isDirtyRef) return;
    isDirtyRef.current = () => fields.some((field) => form.getFieldState(field.name).isDirty);
  }, [isDirtyRef, fields, form]);

  const { register: registerField } = form;
  // A field left by pressing a button is checked after that click, so its new error line cannot move the button.
  const register = useMemo<UseFormRegister<ElicitationHookFormValues>>(
    () => (name, registerOptions) => {
      const props = registerField(name, registerOptions);
      return { ...props, onBlur: blurAfterPress(props.onBlur) as typeof props.onBlur };
    },
    [registerField],
  );
  const toContent = (values?: ElicitationHookFormValues): ElicitContent =>
    model ? toElicitContent(model, toDraftValues(model, values ?? form.getValues(), unanswered)) : {};
  return { ...form, register, fields, model, toContent };
}
