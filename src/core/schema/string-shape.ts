// A string field read: its length bounds, pattern and format, or its options (a single select). SEP-2631's file is
// read here too, only by the draft the host passed.
import { checkOptionsMeet, hasOptions, readOptions } from './field-options.js';
import { isKnownFormat, isMultilineFormat } from './formats.js';
import type { FieldKind, FieldModel } from './model.js';
import { findPatternProblem } from './pattern.js';
import type { ReadContext } from './rewrites.js';
import type { SchemaView } from './schema-view.js';
import { readCount, type Shape, selectParts } from './shape-parts.js';

const TEXT_FORMATS: Readonly<Record<string, FieldKind>> = {
  email: 'email',
  uri: 'url',
  date: 'date',
  'date-time': 'date-time',
};

/** Reads a `string` field: a file (SEP-2631, opted into), a single select, or text of a kind by its format. */
export function readStringShape(view: SchemaView, context: ReadContext): Shape | undefined {
  const { problem, limits } = context;
  // SEP-2631: only the draft the host passed reads `x-mcp-file`; without it the keyword is an annotation.
  const file = context.files?.readField(view, context);
  if (file !== undefined) return file ? { kind: 'file', constraints: {}, format: 'uri', ...file } : undefined;
  const constraints: Partial<FieldModel> = {};
  const schema: Record<string, unknown> = { type: 'string' };
  const minLength = readCount(view, 'minLength', problem);
  const maxLength = readCount(view, 'maxLength', problem);
  if (minLength !== undefined) constraints.minLength = schema.minLength = minLength;
  if (maxLength !== undefined) constraints.maxLength = schema.maxLength = maxLength;
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) {
    problem(view.at('minLength'), `minLength ${minLength} is greater than maxLength ${maxLength}`);
  }

  const pattern = view.get('pattern');
  if (pattern !== undefined) {
    if (typeof pattern !== 'string') problem(view.at('pattern'), 'pattern must be a string');
    else if (pattern.length > limits.maxTextLength) {
      problem(
        view.at('pattern'),
        `pattern is longer than ${limits.maxTextLength} characters`,
        'limit-exceeded',
      );
    } else {
      const why = findPatternProblem(pattern, maxLength);
      if (why) problem(view.at('pattern'), `pattern ${why}`);
      else constraints.pattern = schema.pattern = pattern;
    }
  }

  const format = view.get('format');
  let kind: FieldKind = 'text';
  if (format !== undefined) {
    if (typeof format !== 'string') {
      problem(view.at('format'), 'format must be a string');
      return undefined;
    }
    // The spec's four have widgets of their own; the formats generators emit (uuid, ipv4, time, …) are
    // checked in a text box. Any other is an annotation to us: told as a notice (refused under strict), the
    // value checked by its type only; `password` still marks the field as asking for a secret.
    if (isKnownFormat(format)) {
      kind = Object.hasOwn(TEXT_FORMATS, format) ? (TEXT_FORMATS[format] as FieldKind) : 'text';
      schema.format = format;
    } else if (isMultilineFormat(format)) {
      // Text on several lines: drawn as a textarea, checked as text (nothing to enforce, so not in `schema`).
      constraints.multiline = true;
    } else if (context.strict) {
      problem(view.at('format'), `format ${JSON.stringify(format)} is not one this client checks`);
    } else {
      context.notice(
        view.at('format'),
        'unknown-format',
        `format ${JSON.stringify(format)} is not one this client checks: the value is checked as text only`,
      );
    }
  }
  const formatPart = typeof format === 'string' ? { format } : {};

  if (hasOptions(view)) {
    const select = readOptions(view, 'string', context);
    if (!select) return undefined;
    // Length, pattern and format beside options are kept only when every option meets them; then
    // any option the user picks does, and the options alone say what may be sent.
    checkOptionsMeet({ kind, ...constraints, ...formatPart }, select, problem);
    return { kind: 'single-select', ...selectParts(select), ...formatPart };
  }
  if (view.get('enumNames') !== undefined) {
    problem(view.at('enumNames'), 'enumNames labels the values of enum, and this field has no enum');
  }
  return { kind, constraints, schema, ...formatPart };
}
