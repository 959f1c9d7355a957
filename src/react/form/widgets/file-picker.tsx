'use client';
import { type DragEvent, useRef, useState } from 'react';
import { formatFileSize } from '../../../core/messages/file-size.js';
import { fileInputs } from '../../../core/schema/file-draft.js';
import { readPickedFile } from '../../../core/schema/file-read.js';
import type { FileInput, FileMessageKey } from '../../../core/wire/file-inputs-draft.js';
import { useClassNames } from '../../shared/class-names.js';
import type { I18n } from '../../shared/i18n-settings.js';
import { renderFieldFrame } from '../field-frame.js';
import { useFormI18n } from '../form-i18n.js';
import type { WidgetProps } from '../widget-props.js';
import { attachRef } from './attach-ref.js';
import { fileLine, fileWords, rememberFileName, shownFile } from './file-facts.js';

const ANY: FileInput = { accept: [], inline: true };

/**
 * The file picker behind `FileWidget`, loaded on demand: the native `<input type="file">` (the keyboard path,
 * labelled by the field's label) inside a drop zone. A picked or dropped file is checked in the page before it
 * becomes the draft: its size against `maxSize` (before reading it), its first bytes against the type its name and
 * the browser claim (a "PNG" that is a PDF is refused), its type against `accept`; then it is read into a `data:`
 * URI of that type. What was picked, or why it was refused, is announced. Nothing is stored: the draft lives in the
 * page (and a remote queue never saves a file field's draft).
 *
 * @example
 * <FilePicker {...widgetProps} />
 */
export function FilePicker(props: WidgetProps) {
  const cn = useClassNames();
  const i18n = useFormI18n();
  // The draft's words, with the host's `messages` over them; the frame (label, required) speaks the form's.
  const words = fileWords(i18n, fileInputs);
  const { t, locale } = words;
  const { field, value, onChange, onBlur, inputProps, hintProps, disabled } = props;
  const file = field.file ?? ANY;
  const input = useRef<HTMLInputElement | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [over, setOver] = useState(false);
  const chosen = shownFile(value, fileInputs);
  const statusId = `${inputProps.id}-status`;
  const locked = disabled || !file.inline;

  const take = async (picked: File | undefined) => {
    if (!picked || locked) return;
    const outcome = await readPicked(picked, file, words);
    if (!outcome.startsWith('data:')) {
      setRefusal(outcome);
      onChange('');
    } else {
      setRefusal(undefined);
      rememberFileName(outcome, picked.name);
      onChange(outcome);
    }
    onBlur();
  };
  const remove = () => {
    setRefusal(undefined);
    onChange('');
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  };

  const hintParts = [
    file.accept.length > 0 ? t('file.accept', { accept: file.accept.join(', ') }) : undefined,
    file.maxSize !== undefined
      ? t('file.maxSize', { size: formatFileSize(file.maxSize, locale) })
      : undefined,
  ].filter(Boolean);
  const hint = hintParts.length > 0 ? hintParts.join(' · ') : undefined;
  const describedBy = [
    inputProps['aria-describedby'],
    hint !== undefined ? hintProps.id : undefined,
    refusal !== undefined || chosen || !file.inline ? statusId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const status = !file.inline
    ? t('file.unavailable')
    : (refusal ?? (chosen ? fileLine(chosen, words, fileInputs) : ''));

  const control = (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only adds a way; the input is the control.
    <div
      className={cn('file-drop')}
      data-over={over ? '' : undefined}
      data-disabled={locked ? '' : undefined}
      onDragOver={(event) => {
        if (locked) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {/* A second label of the input: the drop zone says what it is, and a click on it opens the picker too. */}
      <label htmlFor={inputProps.id} className={cn('file-drop-text')}>
        {t('file.drop')}
      </label>
      <input
        {...inputProps}
        ref={(node) => {
          input.current = node;
          attachRef(inputProps.ref, node);
        }}
        className={cn('file-input')}
        type="file"
        accept={file.accept.length > 0 ? file.accept.join(',') : undefined}
        disabled={locked}
        aria-invalid={inputProps['aria-invalid'] || refusal !== undefined || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => void take(event.target.files?.[0])}
      />
      {hint !== undefined && (
        <p {...hintProps} className={cn('hint')}>
          {hint}
        </p>
      )}
      <p
        id={statusId}
        className={cn(refusal !== undefined ? 'error' : 'file-chosen')}
        role="status"
        aria-live="polite"
      >
        {status}
      </p>
      {chosen && !locked && (
        <button type="button" className={cn('button')} onClick={remove}>
          {t('file.remove', { name: chosen.name ?? chosen.type })}
        </button>
      )}
    </div>
  );
  return renderFieldFrame({ props: { ...props, hint: undefined }, children: control }, cn, i18n.t);
}

/** A picked file as a `data:` URI, or the words of why it is refused (the draft's checks, worded in the locale). */
async function readPicked(
  picked: File,
  file: FileInput,
  { t, locale }: I18n<FileMessageKey>,
): Promise<string> {
  const read = await readPickedFile(picked, file);
  if ('value' in read) return read.value;
  switch (read.refused) {
    case 'fileSize':
      return t('validation.fileSize', { size: formatFileSize(file.maxSize ?? picked.size, locale) });
    case 'fileContent':
      return t('validation.fileContent');
    case 'fileType':
      return t('validation.fileType', { accept: file.accept.join(', ') });
    default:
      return read.refused satisfies never;
  }
}

/** The chunk's component, as `lazy` takes it. */
export default FilePicker;
