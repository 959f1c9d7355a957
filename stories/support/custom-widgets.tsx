import type { Ref } from 'react';
import { FieldFrame, type WidgetComponents, type WidgetProps } from '../../src/react/index.js';
import './custom-widgets.css';

/**
 * A host's own boolean widget: an on/off switch. `FieldFrame` keeps the label, description, hint and
 * error wired to it by id, exactly as the default widgets do.
 */
export function SwitchWidget(props: WidgetProps) {
  const { value, onChange, inputProps, disabled } = props;
  const on = value === true;
  return (
    <FieldFrame props={props} layout="inline">
      <button
        type="button"
        role="switch"
        id={inputProps.id}
        ref={inputProps.ref as Ref<HTMLButtonElement>}
        className="sb-switch"
        aria-checked={on}
        aria-invalid={inputProps['aria-invalid']}
        aria-describedby={inputProps['aria-describedby']}
        disabled={disabled}
        onBlur={inputProps.onBlur}
        onClick={() => onChange(!on)}
      >
        <span className="sb-switch-thumb" />
      </button>
    </FieldFrame>
  );
}

/** A host's own integer widget: a slider over the schema's range, with the chosen value beside it. */
export function SliderWidget(props: WidgetProps) {
  const { field, value, onChange, inputProps, disabled } = props;
  const current = typeof value === 'string' && value !== '' ? value : String(field.minimum ?? 0);
  return (
    <FieldFrame props={props}>
      <div className="sb-slider">
        <input
          type="range"
          id={inputProps.id}
          name={inputProps.name}
          ref={inputProps.ref as Ref<HTMLInputElement>}
          min={field.minimum ?? 0}
          max={field.maximum ?? 100}
          step={1}
          value={current}
          aria-invalid={inputProps['aria-invalid']}
          aria-describedby={inputProps['aria-describedby']}
          disabled={disabled}
          onBlur={inputProps.onBlur}
          onChange={(event) => onChange(event.target.value)}
        />
        <output htmlFor={inputProps.id}>{current}</output>
      </div>
    </FieldFrame>
  );
}

/** Passed as `components`: these kinds use the host's widgets, every other kind the defaults. */
export const customWidgets: WidgetComponents = { boolean: SwitchWidget, integer: SliderWidget };
