'use client';

import { formatFieldIssue, useI18n } from 'mcp-elicitation-react';
import { COMBOBOX_THRESHOLD } from 'mcp-elicitation-react/core';
import {
  blurAfterPress,
  type ElicitationHookForm,
  type HookFormField,
} from 'mcp-elicitation-react/react-hook-form';
import { type ReactNode, useId, useState } from 'react';
import { Controller, type ControllerRenderProps, type FieldValues } from 'react-hook-form';

import { ElicitationCombobox } from '@/components/elicitation/elicitation-combobox';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Field,
  FieldContent,
  FieldDescription,
  FieldError,
  FieldGroup,
  FieldLabel,
  FieldLegend,
  FieldSet,
} from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

/**
 * Up to this many options a single choice shows as radio buttons, all in view; more become a Select, and from the
 * library's `COMBOBOX_THRESHOLD` on, a single or multi-select is a searchable combobox.
 */
const RADIO_LIMIT = 5;

/** The fields of an elicitation as shadcn/ui fields, each on react-hook-form's `Controller` by its safe key. */
export function ElicitationFields({ form }: { form: ElicitationHookForm }) {
  return (
    <FieldGroup className="gap-5">
      {form.fields.map((field) => (
        <ElicitationField key={field.name} form={form} field={field} />
      ))}
    </FieldGroup>
  );
}

function ElicitationField({ form, field }: { form: ElicitationHookForm; field: HookFormField }) {
  const id = `${useId()}-${field.name}`;
  const { t, dir } = useI18n();
  return (
    <Controller
      control={form.control}
      name={field.name}
      render={({ field: input, fieldState }) => {
        const error = fieldState.error?.message;
        // What describes the field whatever its state: its description, and the secret warning.
        const hints = [
          ...(field.description ? [`${id}-description`] : []),
          ...(field.sensitive ? [`${id}-secret`] : []),
        ];
        const errorId = `${id}-error`;
        const describedBy = [...hints, ...(error ? [errorId] : [])].join(' ') || undefined;
        const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
        const description = (
          <>
            {field.description && (
              <FieldDescription id={`${id}-description`}>{field.description}</FieldDescription>
            )}
            {/* The field model flags what looks like a secret ("Password", "API key"): say so at the field. */}
            {field.sensitive && (
              <FieldDescription id={`${id}-secret`} className="text-destructive">
                {t('sensitive.field')}
              </FieldDescription>
            )}
          </>
        );
        const problem = error && <FieldError id={errorId}>{error}</FieldError>;
        const label = (
          <>
            {field.label}
            {field.required && (
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
            )}
          </>
        );
        const singleLine = (kind: keyof typeof INPUTS) => (
          <Field data-kind={field.kind} data-invalid={error ? true : undefined}>
            <FieldLabel htmlFor={id}>{label}</FieldLabel>
            {description}
            <Input
              id={id}
              {...aria}
              {...INPUTS[kind]}
              aria-required={field.required || undefined}
              name={input.name}
              ref={input.ref}
              disabled={input.disabled}
              value={typeof input.value === 'string' || typeof input.value === 'number' ? input.value : ''}
              onChange={(event) => input.onChange(event.target.value)}
              onBlur={blurAfterPress(input.onBlur)}
            />
            {problem}
          </Field>
        );
        // Many options: type to find one (the library's threshold and matching), chips for a multi-select.
        const searchable = (clearable: boolean) => (
          <Field data-kind={field.kind} data-invalid={error ? true : undefined}>
            <FieldLabel htmlFor={id} id={`${id}-label`}>
              {label}
            </FieldLabel>
            {description}
            <ElicitationCombobox id={id} labelId={`${id}-label`} field={field} input={input} aria={aria} />
            {clearable && clearAnswer(field, input, t('action.clear'), id)}
            {problem}
          </Field>
        );
        switch (field.kind) {
          case 'boolean':
            return (
              <Field orientation="horizontal" data-kind={field.kind} data-invalid={error ? true : undefined}>
                <Checkbox
                  id={id}
                  {...aria}
                  name={input.name}
                  ref={input.ref}
                  disabled={input.disabled}
                  checked={input.value === true}
                  onCheckedChange={(checked) => input.onChange(checked === true)}
                  onBlur={blurAfterPress(input.onBlur)}
                />
                <FieldContent>
                  <FieldLabel htmlFor={id}>{label}</FieldLabel>
                  {description}
                  {problem}
                </FieldContent>
              </Field>
            );
          case 'multi-select':
            if ((field.options?.length ?? 0) >= COMBOBOX_THRESHOLD) return searchable(false);
            return (
              <FieldSet data-kind={field.kind} data-invalid={error ? true : undefined}>
                <FieldLegend variant="label">{label}</FieldLegend>
                {description}
                <div data-slot="checkbox-group" className="flex flex-col gap-3">
                  {field.options?.map((option, index) => {
                    const chosen = Array.isArray(input.value) ? (input.value as string[]) : [];
                    const value = String(option.value);
                    return (
                      <Field key={value} orientation="horizontal">
                        <Checkbox
                          id={`${id}-${index}`}
                          ref={index === 0 ? input.ref : undefined}
                          disabled={input.disabled}
                          checked={chosen.includes(value)}
                          onCheckedChange={(checked) =>
                            input.onChange(
                              checked === true
                                ? [...chosen, value]
                                : chosen.filter((entry) => entry !== value),
                            )
                          }
                          onBlur={blurAfterPress(input.onBlur)}
                        />
                        <FieldLabel htmlFor={`${id}-${index}`} className="font-normal">
                          {option.label}
                        </FieldLabel>
                      </Field>
                    );
                  })}
                </div>
                {problem}
              </FieldSet>
            );
          case 'single-select':
            if ((field.options?.length ?? 0) >= COMBOBOX_THRESHOLD) return searchable(true);
            return (field.options?.length ?? 0) <= RADIO_LIMIT ? (
              <FieldSet data-kind={field.kind} data-invalid={error ? true : undefined}>
                <FieldLegend variant="label" id={`${id}-legend`}>
                  {label}
                </FieldLegend>
                {description}
                <RadioGroup
                  {...aria}
                  dir={dir}
                  aria-labelledby={`${id}-legend`}
                  aria-required={field.required || undefined}
                  name={input.name}
                  ref={input.ref}
                  disabled={input.disabled}
                  value={choiceText(input)}
                  onValueChange={(text) => input.onChange(optionValue(field, text))}
                  onBlur={blurAfterPress(input.onBlur)}
                >
                  {field.options?.map((option, index) => (
                    <Field key={String(option.value)} orientation="horizontal">
                      <RadioGroupItem id={`${id}-${index}`} value={String(option.value)} />
                      <FieldLabel htmlFor={`${id}-${index}`} className="font-normal">
                        {option.label}
                      </FieldLabel>
                    </Field>
                  ))}
                </RadioGroup>
                {clearAnswer(field, input, t('action.clear'), `${id}-0`)}
                {problem}
              </FieldSet>
            ) : (
              <Field data-kind={field.kind} data-invalid={error ? true : undefined}>
                <FieldLabel htmlFor={id}>{label}</FieldLabel>
                {description}
                <Select
                  name={input.name}
                  disabled={input.disabled}
                  value={choiceText(input)}
                  onValueChange={(text) => input.onChange(optionValue(field, text))}
                >
                  <SelectTrigger
                    id={id}
                    ref={input.ref}
                    onBlur={blurAfterPress(input.onBlur)}
                    {...aria}
                    className="w-full"
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {field.options?.map((option) => (
                      <SelectItem key={String(option.value)} value={String(option.value)}>
                        {option.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                {clearAnswer(field, input, t('action.clear'), id)}
                {problem}
              </Field>
            );
          case 'text':
            if (field.multiline) {
              // A server's `format: "multiline"`: Enter is a new line here, never a submit.
              return (
                <Field data-kind={field.kind} data-invalid={error ? true : undefined}>
                  <FieldLabel htmlFor={id}>{label}</FieldLabel>
                  {description}
                  <Textarea
                    id={id}
                    {...aria}
                    aria-required={field.required || undefined}
                    name={input.name}
                    ref={input.ref}
                    disabled={input.disabled}
                    value={typeof input.value === 'string' ? input.value : ''}
                    onChange={(event) => input.onChange(event.target.value)}
                    onBlur={blurAfterPress(input.onBlur)}
                  />
                  {problem}
                </Field>
              );
            }
            return singleLine(field.kind);
          case 'email':
          case 'url':
          case 'date':
          case 'date-time':
          case 'number':
          case 'integer':
            return singleLine(field.kind);
          case 'file':
            // SEP-2631, only for a host that opted in (`experimental: { sep2631: fileInputs }`).
            return (
              <FileField
                id={id}
                hints={hints}
                errorId={errorId}
                invalid={Boolean(error)}
                field={field}
                input={input}
                label={label}
                problem={problem}
              >
                {description}
              </FileField>
            );
          default:
            return field.kind satisfies never;
        }
      }}
    />
  );
}

/**
 * A file field: the native file input (its keyboard path, its label), the file checked in the page before it becomes
 * the answer (size before reading, its first bytes against its claimed type, `accept`) and sent as a `data:` URI. The
 * draft's code loads only when a file is picked. A refused file is said at the field, in place of any other problem
 * (an emptied required field is not "required" while its refusal says why), and nothing is kept.
 */
function FileField({
  id,
  hints,
  errorId,
  invalid,
  field,
  input,
  label,
  problem,
  children,
}: {
  id: string;
  /** The ids of what describes the field in any state (its description, the secret warning). */
  hints: readonly string[];
  /** The id of the line that says what is wrong: the form's problem or the file's refusal, one at a time. */
  errorId: string;
  /** The form has a problem with the field (shown as `problem`). */
  invalid: boolean;
  field: HookFormField;
  input: ControllerRenderProps<FieldValues, string>;
  label: ReactNode;
  problem: ReactNode;
  children: ReactNode;
}) {
  const { locale, messages } = useI18n();
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const file = field.file;
  const wrong = invalid || refusal !== undefined;
  const describedBy = [...hints, ...(wrong ? [errorId] : [])].join(' ') || undefined;
  return (
    <Field data-kind={field.kind} data-invalid={wrong || undefined}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      <Input
        id={id}
        type="file"
        aria-invalid={wrong || undefined}
        aria-describedby={describedBy}
        aria-required={field.required || undefined}
        accept={file?.accept.join(',') || undefined}
        name={input.name}
        ref={input.ref}
        // A field the server lets be sent only by upload cannot be answered here (inline data: URIs only).
        disabled={input.disabled || !file?.inline}
        onChange={async (event) => {
          const picked = event.target.files?.[0];
          if (!picked || !file) {
            setRefusal(undefined);
            input.onChange('');
            return;
          }
          const { fileInputs, readPickedFile } = await import('mcp-elicitation-react/drafts/sep2631');
          const read = await readPickedFile(picked, file);
          if ('value' in read) {
            setRefusal(undefined);
            input.onChange(read.value);
            input.onBlur();
            return;
          }
          const issue = { code: read.refused, params: fileInputs.issueParams(file, read.refused) };
          setRefusal(formatFieldIssue(issue, field, { locale, messages }));
          event.target.value = '';
          input.onChange('');
        }}
      />
      {refusal === undefined ? (
        problem
      ) : (
        <FieldError id={errorId} role="alert">
          {refusal}
        </FieldError>
      )}
    </Field>
  );
}

/** The input each text-like kind types into: numbers as text (so "3." survives and a decimal comma is possible). */
const INPUTS = {
  text: { type: 'text' },
  email: { type: 'email', autoComplete: 'email' },
  url: { type: 'url' },
  date: { type: 'date' },
  'date-time': { type: 'datetime-local', step: 1 },
  number: { type: 'text', inputMode: 'decimal' },
  integer: { type: 'text', inputMode: 'numeric' },
} as const;

/**
 * "Clear answer" for an optional single choice that has one: takes it back to "not answered", so it is left out of
 * what is sent (a radio group or a Select cannot be unpicked otherwise). Focus goes to the choice itself, since the
 * button goes away with the answer.
 */
function clearAnswer(
  field: HookFormField,
  input: ControllerRenderProps<FieldValues, string>,
  label: string,
  focusAfter: string,
): ReactNode {
  if (field.required || choiceText(input) === '') return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="justify-self-start"
      disabled={input.disabled}
      aria-label={`${label}: ${field.label}`}
      onClick={() => {
        input.onChange(undefined);
        document.getElementById(focusAfter)?.focus();
      }}
    >
      {label}
    </Button>
  );
}

/** The chosen option as the text Radix compares, '' for none. */
function choiceText(input: ControllerRenderProps<FieldValues, string>): string {
  return input.value === undefined || input.value === null ? '' : String(input.value);
}

/** The option's own value (a number for a select of numbers) for the text Radix gives back. */
function optionValue(field: HookFormField, text: string): string | number {
  return field.options?.find((option) => String(option.value) === text)?.value ?? text;
}
