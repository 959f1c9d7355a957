// @vitest-environment jsdom
/**
 * The pages' React programs that no server drives, rendered as a host renders them (jsdom): the components page's
 * standalone dialog and inline transcript, the languages page's Arabic root. A person's clicks, through
 * testing-library's user-event; what the host is handed, asserted.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArabicRoot } from '../../examples/guides/arabic.js';
import { OneQuestion } from '../../examples/guides/dialog.js';
import { Transcript } from '../../examples/guides/transcript.js';
import { createElicitationQueue } from '../../src/core/index.js';
import type { ElicitationRecord } from '../../src/index.js';

afterEach(cleanup);

const askCity = {
  mode: 'form',
  message: 'Which city?',
  requestedSchema: {
    type: 'object',
    properties: { city: { type: 'string', title: 'City' } },
    required: ['city'],
  },
};
const from = { server: { name: 'weather' }, source: {} };

describe('the pages’ React programs, rendered', () => {
  it('given the components page’s standalone dialog, when the person declines, should answer decline once, in Simplified Chinese', async () => {
    const respond = vi.fn();
    render(<OneQuestion params={askCity} respond={respond} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Which city?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
    expect(respond).toHaveBeenCalledTimes(1);
    expect(respond).toHaveBeenCalledWith({ action: 'decline' });
  });

  it('given the components page’s transcript, should show a saved record and each request inline, saving its record once answered', async () => {
    const queue = createElicitationQueue();
    const saved: { id: string; record: ElicitationRecord }[] = [];
    const save = vi.fn((id: string, record: ElicitationRecord) => saved.push({ id, record }));
    const view = render(<Transcript queue={queue} saved={[]} save={save} />);
    const answer = queue.present(askCity, from);
    const panel = await screen.findByRole('region', { name: /weather/i });
    await userEvent.type(within(panel).getByLabelText(/City/), 'Oslo');
    await userEvent.click(within(panel).getByRole('button', { name: 'Review' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { city: 'Oslo' } });
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    expect(saved[0]?.record.result).toEqual({ action: 'accept', content: { city: 'Oslo' } });
    // After a reload: no request is live, the saved record is shown read-only.
    view.unmount();
    render(<Transcript queue={createElicitationQueue()} saved={saved} save={save} />);
    expect(await screen.findByText('Which city?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('given the languages page’s Arabic root, should show the dialog in Arabic, right to left', async () => {
    const queue = createElicitationQueue();
    render(
      <ArabicRoot queue={queue}>
        <p>app</p>
      </ArabicRoot>,
    );
    const answer = queue.present(askCity, from);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    await userEvent.click(within(dialog).getByRole('button', { name: 'رفض' }));
    await expect(answer).resolves.toEqual({ action: 'decline' });
  });
});
