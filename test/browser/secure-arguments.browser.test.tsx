/**
 * SEP-3221 end to end over the real bridge, with SEP-2643 beside it: a call suspended on `input_required` with
 * secure parameters is answered in Chromium through the remote queue (a form whose draft is kept in sessionStorage,
 * and a denied URL request), and resumed by the bridge with the `secureArguments` as first sent and the denial's id
 * echoed. The secret's bytes are looked for in everything the page keeps or shows: the saved draft, the panels'
 * records and receipts, the console, the page itself, and what the bridge logged.
 */
import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type {
  ConsentReceipt,
  ExperimentalDrafts,
  PendingElicitation,
  RemoteElicitationQueue,
} from '../../src/core/index.js';
import {
  AUTHORIZATION_CONTEXT_ID_META_KEY,
  AUTHORIZATION_META_KEY,
} from '../../src/core/wire/authorization-denial.js';
import { authorizationDenials } from '../../src/drafts-sep2643.js';
import {
  ElicitationPanel,
  ElicitationProvider,
  type ElicitationRecord,
  usePendingElicitations,
} from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { newUser, startTestBridge } from './remote-harness.js';

const SECRET = 'sk-secure-7f3a9c1e-never-shown';
const drafts: ExperimentalDrafts = { sep2643: authorizationDenials({ assured: true }), sep3221: true };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** A panel per request, kept after it ended, each handing its record and receipt to `onRecord`. */
function Transcript(props: {
  queue: RemoteElicitationQueue;
  onRecord: (record: ElicitationRecord, receipt?: ConsentReceipt) => void;
}) {
  const live = usePendingElicitations(props.queue);
  const [seen, setSeen] = useState<PendingElicitation[]>([]);
  const missing = live.filter((entry) => !seen.some((known) => known.id === entry.id));
  if (missing.length > 0) setSeen([...seen, ...missing]);
  return (
    <>
      {seen.map((entry) => (
        <section key={entry.id} aria-label={entry.request.mode}>
          <ElicitationPanel pending={entry} onRecord={props.onRecord} />
        </section>
      ))}
    </>
  );
}

/** Everything the tab keeps in its storages, as text. */
const stored = () =>
  [sessionStorage, localStorage]
    .flatMap((storage) =>
      Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '')),
    )
    .join('\n');

describe('secureArguments through the bridge (SEP-3221)', () => {
  it('given a suspended call with secure parameters, should resume it with them unchanged and keep their bytes out of drafts, records, receipts, logs and the page', async () => {
    const lines: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      });
    }
    vi.spyOn(window, 'open').mockReturnValue(null);
    const bridge = await startTestBridge({ drafts: true });
    cleanups.push(() => bridge.close());
    const user = newUser();
    const queue = bridge.queue(user, { experimental: drafts });
    cleanups.push(() => queue.close());
    const records: unknown[] = [];
    render(
      <ElicitationProvider queue={queue} inline>
        <Transcript queue={queue} onRecord={(record, receipt) => records.push({ record, receipt })} />
      </ElicitationProvider>,
    );

    const secureArguments = { project_id: 'retail-prod', session_token: SECRET };
    await bridge.suspend(
      user,
      { name: 'list_folder', arguments: { folderId: 'fld_12345' }, secureArguments },
      {
        resultType: 'input_required',
        inputRequests: {
          note: {
            method: 'elicitation/create',
            params: {
              message: 'Why do you need this folder?',
              requestedSchema: { type: 'object', properties: { why: { type: 'string', title: 'Why' } } },
            },
          },
          folder_approval: {
            method: 'elicitation/create',
            params: {
              mode: 'url',
              message: 'Open this page to approve access to the requested folder.',
              url: 'https://mcp.example.com/approve-folder-access',
            },
          },
        },
        requestState: 'eyJhcHByb3ZhbCI6ImZsZF8xMjM0NSJ9',
        _meta: {
          [AUTHORIZATION_META_KEY]: {
            reason: 'insufficient_authorization',
            remediation: 'available',
            authorizationContextId: 'authzctx_7c5d1d79',
            remediationHints: [{ type: 'url' }],
          },
        },
      },
      { name: 'files' },
    );

    const form = await screen.findByRole('region', { name: 'form' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Why/ }), 'quarterly audit');
    // The draft is kept (the person's words), never the secret.
    await vi.waitFor(() => expect(stored()).toContain('quarterly audit'), { timeout: 30_000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Review' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));

    const url = await screen.findByRole('region', { name: 'url' });
    expect(await within(url).findByRole('heading', { name: 'Approval required' })).toBeVisible();
    await userEvent.click(within(url).getByRole('button', { name: 'Open' }));
    await userEvent.click(await within(url).findByRole('button', { name: 'Continue' }));

    const { resumed, errors } = await bridge.resumed();
    expect(resumed).toHaveLength(1);
    expect(resumed[0]).toMatchObject({
      name: 'list_folder',
      secureArguments: { project_id: 'retail-prod', session_token: SECRET },
      requestState: 'eyJhcHByb3ZhbCI6ImZsZF8xMjM0NSJ9',
      inputResponses: { note: { action: 'accept', content: { why: 'quarterly audit' } } },
      _meta: { [AUTHORIZATION_CONTEXT_ID_META_KEY]: 'authzctx_7c5d1d79' },
    });
    await vi.waitFor(() => expect(records).toHaveLength(2), { timeout: 30_000 });
    for (const [where, text] of [
      ['the saved drafts', stored()],
      ['the records and receipts', JSON.stringify(records)],
      ['the console', lines.join('\n')],
      ['the bridge log', errors.join('\n')],
      ['the page', document.body.innerHTML],
    ]) {
      expect(text, where).not.toContain(SECRET);
    }
  });
});
