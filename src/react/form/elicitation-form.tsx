'use client';
import { type ForwardedRef, forwardRef, type ReactNode, useEffect, useId, useState } from 'react';
import type { LocaleOptions } from '../../core/messages/index.js';
import { compileElicitationSchema } from '../../core/schema/compile-schema.js';
import type { FormModel } from '../../core/schema/model.js';
import type { ExperimentalDrafts } from '../../core/wire/experimental.js';
import type { ElicitContent } from '../../core/wire/protocol.js';
import { joinClasses, useClassNames } from '../shared/class-names.js';
import type { DirectionOptions } from '../shared/i18n-settings.js';
import { InheritedSettings, useNested } from '../shared/inherited-settings.js';
import { useIsolation } from '../shared/server-language.js';
import { useInstanceForContent } from '../shared/use-keyed-instance.js';
import { isolated } from '../shared/visible-text.js';
import { FieldController } from './field-controller.js';
import { useFormI18n } from './form-i18n.js';
import {
  type ElicitationFormController,
  type FormProblem,
  useElicitationForm,
  wordIssue,
} from './use-elicitation-form.js';
import type { WidgetComponents } from './widget-props.js';
import { defaultWidgets } from './widgets/index.js';

/** Props of {@link ElicitationForm}: the request's schema (or its compiled model), where the typed content goes, and the form's looks. */
export interface ElicitationFormProps extends LocaleOptions, DirectionOptions {
  /** The compiled form (from `parseElicitRequest`). Pass this or `schema`. */
  model?: FormModel;
  /**
   * A raw `requestedSchema`; compiled here (once per content: an equal schema built anew on each render
   * keeps what the user typed), throwing `ElicitationError` if it is outside the subset.
   */
  schema?: unknown;
  /**
   * The protocol drafts this host speaks, each off unless `true`, used when `schema` is compiled here (a `model`
   * was compiled with its own). See `ExperimentalDrafts`.
   */
  experimental?: ExperimentalDrafts;
  /** Called with typed, validated content when the user submits. */
  onSubmit: (content: ElicitContent) => void;
  /** Called with the problems, worded in the form's locale, when a submit fails validation (they are also announced). */
  onInvalid?: (problems: FormProblem[]) => void;
  /**
   * The form state, when the dialog's steps drive it; created here otherwise.
   * @internal
   */
  controller?: ElicitationFormController;
  /** Replacement widgets per field kind. */
  components?: WidgetComponents;
  /** Render no theme classes. */
  unstyled?: boolean;
  /** Locks every input (e.g. the request expired). */
  disabled?: boolean;
  /** Rendered after the fields, inside the form; a Submit button when left out (`null` renders nothing). */
  children?: ReactNode;
  id?: string;
  'aria-labelledby'?: string;
  /** Added to the form's own class names (on the `<form>`, which `ref` points to). */
  className?: string;
}

/**
 * A form for one elicitation schema: a default widget per field kind, defaults pre-filled, errors
 * after the user leaves a field or submits, and typed content on submit.
 *
 * @example
 * <ElicitationForm
 *   schema={{ type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] }}
 *   onSubmit={(content) => console.log(content)} // { name: 'Ada' }
 * />
 */
export const ElicitationForm = forwardRef<HTMLFormElement, ElicitationFormProps>(
  function ElicitationForm(given, formRef) {
    const props = { ...given, formRef };
    // On its own, the form carries the theme root (tokens, font, colours); inside the dialog it takes the dialog's.
    const standalone = !useNested();
    const form = props.controller ? (
      <FormView {...props} controller={props.controller} themeRoot={standalone} />
    ) : (
      <OwnedForm {...props} themeRoot={standalone} />
    );
    return (
      <InheritedSettings
        locale={props.locale}
        messages={props.messages}
        dir={props.dir}
        unstyled={props.unstyled}
      >
        {form}
      </InheritedSettings>
    );
  },
);

type ViewProps = ElicitationFormProps & { themeRoot: boolean; formRef: ForwardedRef<HTMLFormElement> };

function OwnedForm(props: ViewProps) {
  const { model: given, schema, experimental } = props;
  const model = useInstanceForContent(
    given ?? schema,
    // Compile checks `experimental` (a TypeError for anything but the drafts' own values).
    () => given ?? compileElicitationSchema(schema, { experimental }),
    given ? 'model' : experimental?.sep2631 ? 'schema+sep2631' : 'schema',
  );
  const controller = useElicitationForm({ model });
  return <FormView {...props} controller={controller} />;
}

function FormView({
  controller,
  components,
  disabled = false,
  onSubmit,
  onInvalid,
  children,
  id,
  'aria-labelledby': labelledBy,
  themeRoot,
  className,
  formRef,
}: ViewProps & { controller: ElicitationFormController }) {
  const cn = useClassNames();
  const idPrefix = useId();
  const i18n = useFormI18n();
  const isolation = useIsolation();
  const { model, store, keys } = controller;
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const wordOf = (problem: FormProblem) => wordIssue(problem, model.fields[problem.index], i18n);

  // Clear the summary once every error is fixed. The store calls this only when "any error"
  // flips, never per keystroke, so the form itself does not re-render while the user types.
  useEffect(
    () =>
      store.subscribe(() => {
        if (!store.hasErrors()) setProblems((current) => (current.length ? [] : current));
      }),
    [store],
  );

  const handleSubmit = controller.submit(
    (content) => {
      setProblems([]);
      onSubmit(content);
    },
    (found) => {
      setProblems(found);
      // Worded again here: a host's controller may have been made under another locale than the form's.
      onInvalid?.(found.map((problem) => ({ ...problem, message: wordOf(problem) })));
    },
  );

  return (
    <form
      ref={formRef}
      id={id}
      className={joinClasses(themeRoot && cn('root'), cn('form'), className)}
      // On its own the form is the root: it sets the direction and language (inside the dialog, the dialog does).
      dir={themeRoot ? i18n.dir : undefined}
      lang={themeRoot ? i18n.locale : undefined}
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) void handleSubmit(event);
      }}
    >
      <div className={cn('summary')} role="alert" aria-atomic="true">
        {problems.length > 0 && (
          <>
            <p>{i18n.t('form.errorSummary', { count: problems.length })}</p>
            <ul>
              {/* Worded now, not when found: a change of locale re-translates the summary too. */}
              {problems.map((problem) => (
                <li key={problem.key}>
                  {isolated(problem.label, isolation)}: {wordOf(problem)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {model.fields.map((field, index) => {
        const key = keys[index] as string;
        return (
          <FieldController
            key={key}
            field={field}
            name={key}
            idPrefix={`${idPrefix}${key}`}
            store={store}
            widget={components?.[field.kind] ?? defaultWidgets[field.kind]}
            disabled={disabled}
          />
        );
      })}
      {children === undefined ? (
        <button type="submit" className={cn('button')} data-variant="primary" disabled={disabled}>
          {i18n.t('action.submit')}
        </button>
      ) : (
        children
      )}
    </form>
  );
}
