'use client';
import type { ReactNode } from 'react';
import { type ClassNames, joinClasses, useClassNames } from '../shared/class-names.js';
import { isolated } from '../shared/visible-text.js';
import { type FormI18n, useFormI18n } from './form-i18n.js';
import type { WidgetProps } from './widget-props.js';

/**
 * Props of {@link FieldFrame}: the widget props it wires, and what goes around the control.
 * @inline
 */
export interface FieldFrameProps {
  props: WidgetProps;
  /** `group` renders a fieldset and legend (radio and checkbox groups); `inline` puts the label after the control. */
  layout?: 'stacked' | 'inline' | 'group';
  children: ReactNode;
  /** Extra controls shown right after the field's own control and label (e.g. a Clear button). */
  after?: ReactNode;
  /**
   * Render `labelProps.id` on the label (or legend), for a widget whose own elements point to it with
   * `aria-labelledby`. On by default in `FieldFrame`; the default widgets that point nowhere leave it out (an id
   * is one more attribute for the browser to index, on every field).
   */
  labelId?: boolean;
}

/**
 * The frame every default widget shares: label, description, control, hint, secret warning and
 * error, wired by id. Custom widgets may use it too.
 *
 * @example
 * const MyText = (props: WidgetProps) => (
 *   <FieldFrame props={props}><input {...props.inputProps} value={String(props.value ?? '')} /></FieldFrame>
 * );
 */
export function FieldFrame({ props, layout, children, after, labelId = true }: FieldFrameProps) {
  return renderFieldFrame({ props, layout, children, after, labelId }, useClassNames(), useFormI18n().t);
}

/**
 * What {@link FieldFrame} renders, as a plain call: the default widgets, which already hold the class names and
 * texts, call it so a field mounts as two components (its controller and its widget), not three.
 */
export function renderFieldFrame(
  { props, layout = 'stacked', children, after, labelId }: FieldFrameProps,
  cn: ClassNames,
  t: FormI18n['t'],
) {
  const { field, labelProps, descriptionProps, hintProps, errorProps, hint, error, disabled } = props;
  const marker = field.required ? (
    <span className={cn('required')} aria-hidden="true">
      {' *'}
    </span>
  ) : null;
  const description = field.description !== undefined && (
    <p {...descriptionProps} className={cn('description')}>
      {field.description}
    </p>
  );
  const details = (
    <>
      {hint !== undefined && (
        <p {...hintProps} className={cn('hint')}>
          {hint}
        </p>
      )}
      {field.sensitive && <p className={cn('field-warning')}>{t('sensitive.field')}</p>}
      {field.secret?.kind === 'credential-default' && (
        <p className={cn('field-warning')}>{t('sensitive.defaultDropped')}</p>
      )}
      {/* Only while there is an error: a valid field keeps its height, before and after the user leaves it. */}
      {error !== undefined && (
        <p {...errorProps} className={cn('error')}>
          {error}
        </p>
      )}
    </>
  );
  const state = {
    className: cn('field'),
    'data-kind': field.kind,
    'data-invalid': error !== undefined ? '' : undefined,
    'data-required': field.required ? '' : undefined,
    'data-disabled': disabled ? '' : undefined,
  };

  if (layout === 'group') {
    // A fieldset announces its legend with every option; required is spoken from the legend text.
    return (
      <fieldset
        {...state}
        className={joinClasses(cn('field'), cn('fieldset'))}
        aria-describedby={props.inputProps['aria-describedby']}
        disabled={disabled}
      >
        <legend id={labelId ? labelProps.id : undefined} className={cn('legend')}>
          {isolated(field.label, props.serverText)}
          {marker}
          {field.required && <span className={cn('visually-hidden')}> ({t('field.required')})</span>}
        </legend>
        {description}
        {children}
        {after}
        {details}
      </fieldset>
    );
  }
  const label = (
    <label
      {...labelProps}
      htmlFor={labelProps.htmlFor}
      id={labelId ? labelProps.id : undefined}
      className={cn('label')}
    >
      {isolated(field.label, props.serverText)}
      {marker}
    </label>
  );
  return (
    <div {...state}>
      {layout === 'inline' ? (
        <>
          <div className={cn('option')}>
            {children}
            {label}
            {after}
          </div>
          {description}
        </>
      ) : (
        <>
          {label}
          {description}
          {children}
          {after}
        </>
      )}
      {details}
    </div>
  );
}
