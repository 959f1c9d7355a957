import { useState } from 'react';
import type { ElicitResult } from '../../src/core/index.js';
import { ElicitationDialog, type ElicitationDialogProps } from '../../src/react/index.js';
import './host.css';

/**
 * Stands in for a host app around the dialog: it shows what `onResult` received, and once the dialog
 * has closed, offers to show the same request again (a fresh dialog, so a fresh answer).
 * Nothing here is focusable while the dialog is open: the page behind a modal dialog is inert.
 */
export function DialogHost(props: ElicitationDialogProps) {
  const [round, setRound] = useState(1);
  const [open, setOpen] = useState(props.open ?? props.defaultOpen ?? true);
  const [received, setReceived] = useState<ElicitResult[]>([]);
  const last = received.at(-1);
  return (
    <div className="sb-host">
      <ElicitationDialog
        key={round}
        {...props}
        onResult={(result) => {
          setReceived((all) => [...all, result]);
          return props.onResult(result);
        }}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
      <p className="sb-host-label">What the host received from onResult:</p>
      <output className="sb-host-result" data-testid="host-result">
        {last ? JSON.stringify(last, null, 2) : 'Nothing yet: the dialog is waiting for an answer.'}
      </output>
      {!open && (
        <button
          type="button"
          className="sb-host-button"
          onClick={() => {
            setRound((value) => value + 1);
            setReceived([]);
            setOpen(true);
          }}
        >
          Show the request again
        </button>
      )}
    </div>
  );
}
