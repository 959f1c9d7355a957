'use client';
import { lazy, Suspense } from 'react';
import type { WidgetProps } from '../widget-props.js';

// Loaded when a form first has a file field (SEP-2631, opted into): a form without one never ships the picker.
const FilePicker = lazy(() => import('./file-picker.js'));

/**
 * A file field (SEP-2631, `experimental: { sep2631: fileInputs }`): a native file input and a drop zone, loaded on
 * demand. The file is read in the page and checked against `accept` (by its first bytes) and `maxSize` before it
 * becomes the draft, a `data:` URI.
 *
 * @example
 * <ElicitationForm schema={schema} experimental={{ sep2631: fileInputs }} onSubmit={send} components={{ file: FileWidget }} />
 */
export function FileWidget(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <FilePicker {...props} />
    </Suspense>
  );
}
