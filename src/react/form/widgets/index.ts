import type { FieldKind } from '../../../core/schema/model.js';
import type { Widget } from '../widget-props.js';
import { BooleanWidget } from './boolean-widget.js';
import { DateTimeWidget } from './date-time-widget.js';
import { FileWidget } from './file-widget.js';
import { MultiSelectWidget } from './multi-select-widget.js';
import { NumberWidget } from './number-widget.js';
import { SingleSelectWidget } from './single-select-widget.js';
import { TextWidget } from './text-widget.js';

/** The widget each field kind renders with unless the host replaces it through `components`. */
export const defaultWidgets: Readonly<Record<FieldKind, Widget>> = {
  text: TextWidget,
  email: TextWidget,
  url: TextWidget,
  date: TextWidget,
  'date-time': DateTimeWidget,
  number: NumberWidget,
  integer: NumberWidget,
  boolean: BooleanWidget,
  'single-select': SingleSelectWidget,
  'multi-select': MultiSelectWidget,
  file: FileWidget,
};

export {
  BooleanWidget,
  DateTimeWidget,
  FileWidget,
  MultiSelectWidget,
  NumberWidget,
  SingleSelectWidget,
  TextWidget,
};
