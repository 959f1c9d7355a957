'use client';
import { forwardRef } from 'react';
import { InheritedSettings } from '../shared/inherited-settings.js';
import { RequestSourceContext } from '../steps/app-slot.js';
import { RequestPanelFrame } from './live-panel.js';
import type { ElicitationPanelProps } from './panel-props.js';
import { PendingPanel } from './pending-panel.js';
import { StoredRecord } from './stored-record.js';

/**
 * One elicitation inline, in the page's flow (a chat transcript at the tool call that caused it): who asks, the
 * message, the form or the URL consent, the review, and Decline / Cancel / Send, from the same flow as
 * `ElicitationDialog` (see `useElicitationFlow`). Not modal: no overlay, no focus trap, no scroll lock, and
 * it takes focus only with `autoFocus`. A `<section>` landmark named by its heading. Nothing here is dismissed by
 * Escape or a click elsewhere: Decline and Cancel are explicit choices, answered at once. When the request ends it
 * stays as a compact, read-only record ("You sent: …", "You declined", "Cancelled — nothing was sent", "Expired —
 * nothing was sent", "Opened example.com"), passed to `onRecord`; `record={saved}` shows it again without a live
 * request.
 *
 * @example
 * <ElicitationPanel request={params} server={{ name: 'weather' }} onResult={respond} onRecord={save} />
 * <ElicitationPanel pending={entry} />
 * <ElicitationPanel record={saved} />
 */
export const ElicitationPanel = forwardRef<HTMLElement, ElicitationPanelProps>(
  function ElicitationPanel(props, ref) {
    const body =
      props.record !== undefined ? (
        <StoredRecord
          ref={ref}
          record={props.record}
          reservedNames={props.reservedNames}
          theme={props.theme}
          className={props.className}
        />
      ) : props.pending !== undefined ? (
        <PendingPanel {...props} rootRef={ref} />
      ) : (
        <RequestSourceContext.Provider value={props.source}>
          <RequestPanelFrame {...props} rootRef={ref} />
        </RequestSourceContext.Provider>
      );
    return (
      <InheritedSettings
        locale={props.locale}
        messages={props.messages}
        dir={props.dir}
        unstyled={props.unstyled}
      >
        {body}
      </InheritedSettings>
    );
  },
);
