/**
 * A record never stores a file's bytes (issue 32, SEP-2631 behind `experimental.sep2631`): the record of a sent
 * file keeps its name, media type, size and SHA-256 in place of the `data:` URI, while the consent receipt's digest
 * still covers the answer as sent; records stored before (with the URI) are still read and shown.
 */
import { createHash } from 'node:crypto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  acceptResult,
  type ConsentReceipt,
  consentDigest,
  consentReceipt,
  parseElicitRequest,
} from '../../../src/core/index.js';
import { fileInputs } from '../../../src/drafts-sep2631.js';
import { rememberFileName } from '../../../src/react/form/widgets/file-facts.js';
import { ElicitationPanel, type ElicitationRecord, toElicitationRecord } from '../../../src/react/index.js';
import { createElicitationRecord } from '../../../src/react/panel/elicitation-record.js';
import { withFileDigests } from '../../../src/react/panel/recorded-file.js';
import { createI18n } from '../../../src/react/shared/i18n.js';

const server = { name: 'files-server', version: '1.0.0' };
const experimental = { sep2631: fileInputs };
const params = {
  mode: 'form' as const,
  message: 'Send us the report.',
  requestedSchema: {
    type: 'object' as const,
    properties: {
      report: {
        type: 'string',
        format: 'uri',
        title: 'Report',
        'x-mcp-file': { accept: ['application/pdf'] },
      },
      note: { type: 'string', title: 'Note' },
    },
    required: ['report'],
  },
};
const request = parseElicitRequest(params, { experimental });

/** A PDF of exactly one megabyte (1,048,576 bytes), as its `data:` URI. */
function megabytePdf(): { bytes: Uint8Array; uri: string } {
  const bytes = new Uint8Array(1024 * 1024).fill(0x41);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return { bytes, uri: `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}` };
}

const sha256Of = (bytes: Uint8Array) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

describe('the record of a sent file', () => {
  it('given an answer with a 1 MB file, the record should hold its name, type and size and no data: URI; the note stays as sent', async () => {
    const { bytes, uri } = megabytePdf();
    rememberFileName(uri, 'q3.pdf');
    // A text answer that starts with "data:" is text: only the file field is summarised.
    const sent = acceptResult({ report: uri, note: 'data:, see page 2' });
    const record = createElicitationRecord(request, server, 'sent', createI18n(), sent);
    expect(JSON.stringify(record)).not.toContain('data:application');
    expect(JSON.stringify(record).length).toBeLessThan(1000);
    expect(record.result).toEqual({
      action: 'accept',
      content: {
        report: { kind: 'file', name: 'q3.pdf', mediaType: 'application/pdf', size: 1_048_576 },
        note: 'data:, see page 2',
      },
    });
    expect(record.fields).toEqual([
      { label: 'Report', value: 'q3.pdf (application/pdf, 1 MB)' },
      { label: 'Note', value: 'data:, see page 2' },
    ]);
    // The host's answer is untouched.
    expect(sent.content?.report).toBe(uri);

    // What onRecord is given: the same, with the SHA-256 of the file's bytes.
    const hashed = await withFileDigests(record, request, sent);
    expect(hashed?.result?.content?.report).toEqual({
      kind: 'file',
      name: 'q3.pdf',
      mediaType: 'application/pdf',
      size: 1_048_576,
      sha256: sha256Of(bytes),
    });
    expect(JSON.stringify(hashed)).not.toContain('data:application');
    // Read back from storage as it was stored.
    expect(toElicitationRecord(JSON.parse(JSON.stringify(hashed)))).toEqual(hashed);
  });

  it('given a field that is not a file, a value starting with data: should stay as it is, and nothing is hashed', () => {
    const text = parseElicitRequest({
      message: 'Paste it',
      requestedSchema: { type: 'object', properties: { uri: { type: 'string', title: 'URI' } } },
    });
    const sent = acceptResult({ uri: 'data:text/plain;base64,aGk=' });
    const record = createElicitationRecord(text, server, 'sent', createI18n(), sent);
    expect(record.result).toEqual(sent);
    expect(withFileDigests(record, text, sent)).toBeUndefined();
  });

  it('given no Web Crypto (a page over plain HTTP), the record should still come, its file without sha256', async () => {
    const { uri } = megabytePdf();
    rememberFileName(uri, 'q3.pdf');
    const spy = vi.spyOn(fileInputs, 'digest').mockRejectedValue(new TypeError('crypto.subtle is undefined'));
    try {
      const sent = acceptResult({ report: uri });
      const record = createElicitationRecord(request, server, 'sent', createI18n(), sent);
      const hashed = await withFileDigests(record, request, sent);
      expect(spy).toHaveBeenCalledWith(uri);
      expect(hashed?.result?.content?.report).toEqual({
        kind: 'file',
        name: 'q3.pdf',
        mediaType: 'application/pdf',
        size: 1_048_576,
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('given a percent-encoded file, its SHA-256 should be that of its decoded bytes', async () => {
    const plain = parseElicitRequest(
      {
        message: 'A note file',
        requestedSchema: {
          type: 'object',
          properties: { notes: { type: 'string', format: 'uri', title: 'Notes', 'x-mcp-file': {} } },
        },
      },
      { experimental },
    );
    const sent = acceptResult({ notes: 'data:text/plain,caf%C3%A9%20%E2%82%AC' });
    const record = createElicitationRecord(plain, server, 'sent', createI18n(), sent);
    const hashed = await withFileDigests(record, plain, sent);
    expect(hashed?.result?.content?.notes).toEqual({
      kind: 'file',
      mediaType: 'text/plain',
      size: 9,
      sha256: sha256Of(new TextEncoder().encode('café €')),
    });
  });
});

describe('the panel: onRecord and its receipt', () => {
  it('given a file sent from the panel, the record should hold no data: URI, and the receipt’s digest should be the one of the answer as sent, as before', async () => {
    const { bytes, uri } = megabytePdf();
    rememberFileName(uri, 'q3.pdf');
    const onRecord = vi.fn<(record: ElicitationRecord, receipt?: ConsentReceipt) => void>();
    const onResult = vi.fn();
    render(
      <ElicitationPanel
        request={params}
        server={server}
        experimental={experimental}
        initialDraft={{ report: uri }}
        review={false}
        onResult={onResult}
        onRecord={onRecord}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onRecord).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    const [record, receipt] = onRecord.mock.calls[0] ?? [];
    expect(onResult).toHaveBeenCalledWith(acceptResult({ report: uri }));
    // The receipt is of what was sent, the file's content included: the digest a host compares with the
    // server's is the one it was before records left the content out (pinned: computed before the change).
    expect(receipt?.sent).toEqual(acceptResult({ report: uri }));
    const digest = await consentDigest(receipt as ConsentReceipt);
    expect(digest).toBe(await consentDigest(consentReceipt(request, server, acceptResult({ report: uri }))));
    expect(digest).toBe('sha256:b12b622e6765332c7e3df8414b77ca3a82c9597823f6d6bcc8596b729a295333');
    // The record holds the file's summary, never its bytes.
    expect(JSON.stringify(record)).not.toContain('data:application');
    expect(record?.result?.content?.report).toEqual({
      kind: 'file',
      name: 'q3.pdf',
      mediaType: 'application/pdf',
      size: 1_048_576,
      sha256: sha256Of(bytes),
    });
    // The record shown at once says the same, without the bytes.
    expect(screen.getByText('You sent 1 answer.')).toBeInTheDocument();
  });
});

describe('a record stored before files were summarised', () => {
  const old = {
    version: 1,
    outcome: 'sent',
    server,
    mode: 'form',
    message: 'Send us the report.',
    at: 1,
    result: { action: 'accept', content: { report: 'data:application/pdf;base64,JVBERi0xLjQK' } },
    fields: [{ label: 'Report', value: 'q3.pdf (application/pdf, 9 bytes)' }],
  };

  it('given one with the data: URI, should still read it and show the file as it was shown', () => {
    expect(toElicitationRecord(JSON.parse(JSON.stringify(old)))).toEqual(old);
    render(<ElicitationPanel record={old as unknown as ElicitationRecord} />);
    const panel = screen.getByRole('region', { name: /Send us the report/ });
    expect(within(panel).getByText('q3.pdf (application/pdf, 9 bytes)')).toBeInTheDocument();
    expect(panel.textContent).not.toContain('JVBERi0');
  });

  const file = { kind: 'file', name: 'q3.pdf', mediaType: 'application/pdf', size: 9 };
  const withReport = (report: unknown) => ({ ...old, result: { action: 'accept', content: { report } } });
  it.each([
    ['a file with its content smuggled in', { ...file, data: 'data:application/pdf;base64,JVBERi0xLjQK' }],
    ['a negative size', { ...file, size: -1 }],
    ['a size that is not a whole number', { ...file, size: 1.5 }],
    ['a name that is not text', { ...file, name: 7 }],
    ['a SHA-256 that is not one', { ...file, sha256: 'md5:abc' }],
    ['another kind', { ...file, kind: 'blob' }],
    ['a nested object', { a: { b: 1 } }],
    ['a list of numbers', [1, 2]],
    ['null', null],
  ])('given %s as a content value, should refuse the entry, never crash', (_, report) => {
    expect(toElicitationRecord(withReport(report))).toBeUndefined();
    render(<ElicitationPanel record={withReport(report) as unknown as ElicitationRecord} />);
    expect(screen.getByRole('region', { name: 'This saved request can’t be shown.' })).toBeInTheDocument();
  });

  it('given a content that is not an object, or a _meta that is not one, should refuse the entry', () => {
    expect(toElicitationRecord({ ...old, result: { action: 'accept', content: 'x' } })).toBeUndefined();
    expect(toElicitationRecord({ ...old, result: { action: 'accept', _meta: [] } })).toBeUndefined();
    const persisted = { ...old, result: { action: 'accept', content: {}, _meta: { persist: 'session' } } };
    expect(toElicitationRecord(persisted)).toEqual(persisted);
  });
});
