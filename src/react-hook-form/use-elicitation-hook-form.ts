'use client';
import { useEffect, useMemo, useRef } from 'react';
import { type UseFormProps, type UseFormRegister, type UseFormReturn, useForm } from 'react-hook-form';
import { type DraftValue, initialValues, toElicitContent } from '../core/answer/values.js';
import type { ElicitationFlowOptions } from '../core/flow/flow-options.js';
import { type ElicitationRequestInput, resolveFlowRequest } from '../core/flow/resolve-request.js';
import type { LocaleOptions } from '../core/messages/keys.js';
import { parseChecksOnly } from '../core/request/parse-on-demand.js';
import type { FieldModel, FormModel } from '../core/schema/model.js';
import type { ElicitContent } from '../core/wire/protocol.js';
import { requestKey } from '../react/flow/request-key.js';
import type { ElicitationFlow } from '../react/flow/use-flow-view.js';
import { useFormI18n } from '../react/form/form-i18n.js';
import { useKeyedInstance } from '../react/shared/use-keyed-instance.js';
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
 * Options of `useElicitationHookForm`: react-hook-form's own `useForm` options (but `defaultValues`,
 * `values` and `resolver`, which come from the request), the locale errors are worded in, and, for a request given
 * without a flow only, the drafts its raw params are parsed with (a flow carries its own).
 * @inline
 */
export interface UseElicitationHookFormOptions
  extends Omit<UseFormProps<ElicitationHookFormValues>, 'defaultValues' | 'values' | 'resolver'>,
    LocaleOptions,
    Pick<ElicitationFlowOptions, 'experimental'> {}

/** What `useElicitationHookForm` returns: react-hook-form's own `UseFormReturn`, plus the fields and the content. */
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
 * `ElicitationForm` does; `register`'s blur waits for a click in progress, see {@link blurAfterPress}). Register
 * each field by its safe key, `field.name`; server property names are never react-hook-form paths.
 *
 * Give it the flow it answers through (`useElicitationFlow`'s, whether of a request you hold or of a queue entry,
 * `useElicitationFlow(entry.flow)`): the request is the flow's (parsed once, with the flow's drafts), the form locks
 * (react-hook-form's `disabled`) when the flow does (an answer on its way or sent, an expiry or abort, a refused
 * request), and the flow's stray-dismissal question knows whether the user changed anything. Or give it a request
 * alone (raw `elicitation/create` params or a parsed request) for a form without our consent flow. One hook serves
 * one request: render the next request in a new component (a new React `key`).
 *
 * @example
 * const flow = useElicitationFlow(params, { server, onResult });
 * const form = useElicitationHookForm(flow);
 * return (
 *   <form onSubmit={form.handleSubmit((values) => flow.accept(form.toContent(values)))}>
 *     {form.fields.map((field) => (
 *       <label key={field.name}>{field.label} <input {...form.register(field.name)} /></label>
 *     ))}
 *   </form>
 * );
 */
export function useElicitationHookForm(
  flow: ElicitationFlow,
  options?: UseElicitationHookFormOptions,
): ElicitationHookForm;
export function useElicitationHookForm(
  request: ElicitationRequestInput,
  options?: UseElicitationHookFormOptions,
): ElicitationHookForm;
export function useElicitationHookForm(
  source: ElicitationFlow | ElicitationRequestInput,
  options: UseElicitationHookFormOptions = {},
): ElicitationHookForm {
  if (options !== null && typeof options === 'object' && 'flow' in options)
    throw new TypeError(
      'useElicitationHookForm: pass the flow itself, useElicitationHookForm(flow), not { flow } beside the request',
    );
  const { locale, messages, experimental, ...formProps } = options;
  const flow = isFlow(source) ? source : undefined;
  if (flow && experimental)
    throw new TypeError('useElicitationHookForm: the flow carries its drafts; give them to the flow');
  const standalone = useKeyedInstance(flow ? 'flow' : requestKey(source, experimental), () =>
    flow ? undefined : resolveFlowRequest(source, parseChecksOnly, experimental),
  );
  const request = flow ? flow.request : standalone?.request;
  const model = request?.mode === 'form' ? request.form : undefined;
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

/** A flow of `useElicitationFlow` (params from a server are JSON, which has no functions). */
function isFlow(source: unknown): source is ElicitationFlow {
  return (
    typeof source === 'object' &&
    source !== null &&
    typeof (source as Partial<ElicitationFlow>).getRootProps === 'function' &&
    'isDirty' in source
  );
}
