/**
 * The URL step while its address is still being analysed (issue 40), with SEP-2643's denial (issue 41): the analysis
 * is held (its module never arrives), so the step stays "Checking the address…". A plain URL request shows a
 * disabled Open meanwhile; a denial without assurance, whose URL is blocked whatever the analysis says, shows none
 * from the start (the approval block says why once it loads).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  // The analysis chunk held at the network: never in for these tests.
  vi.doMock('../../../src/core/url/analyze-url.js', () => new Promise(() => undefined));
});
afterEach(() => {
  cleanup();
  vi.doUnmock('../../../src/core/url/analyze-url.js');
});

const denied = {
  mode: 'url',
  message: 'Open this page to approve access to the requested folder.',
  url: 'https://approve.files.example.com/folder',
  _meta: {
    'io.modelcontextprotocol/authorization': {
      reason: 'insufficient_authorization',
      remediation: 'available',
      remediationHints: [{ type: 'url' }],
    },
  },
};

async function show(assured: boolean | undefined) {
  const { ElicitationDialog } = await import('../../../src/react/index.js');
  const { authorizationDenials } = await import('../../../src/drafts-sep2643.js');
  const experimental = assured === undefined ? undefined : { sep2643: authorizationDenials({ assured }) };
  render(
    <ElicitationDialog
      request={denied}
      server={{ name: 'files', title: 'Files Co' }}
      onResult={() => undefined}
      {...(experimental ? { experimental } : {})}
    />,
  );
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('Checking the address…')).toBeTruthy();
  return dialog;
}

describe('the URL step while its address is analysed', () => {
  it('given a URL request, should show Open disabled until the analysis is in', async () => {
    const dialog = await show(undefined);
    expect(within(dialog).getByRole('button', { name: 'Open' })).toHaveProperty('disabled', true);
  });

  it('given a denial without assurance, should offer no Open at all, only Decline and Cancel', async () => {
    const dialog = await show(false);
    expect(within(dialog).queryByRole('button', { name: 'Open' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('given a denial the host is assured of, should show Open disabled until the analysis is in', async () => {
    const dialog = await show(true);
    expect(within(dialog).getByRole('button', { name: 'Open' })).toHaveProperty('disabled', true);
  });
});
