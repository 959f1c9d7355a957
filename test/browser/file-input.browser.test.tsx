/**
 * SEP-2631 file inputs in Chromium (issue 32, behind `experimental.sep2631`): the picker reached and used by
 * keyboard through the native input, a drop of a file, a file whose bytes contradict its type, a file too big
 * (refused before it is read), the review showing name, type and size (never the content), axe, Arabic once, and
 * nothing of it without the opt-in.
 */

import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ConsentReceipt, ExperimentalDrafts } from '../../src/core/index.js';
import type { MessageCatalogue } from '../../src/core/messages/index.js';
import { fileInputs } from '../../src/drafts-sep2631.js';
import ar from '../../src/locales/ar.js';
import {
  ElicitationDialog,
  ElicitationForm,
  ElicitationPanel,
  type ElicitationRecord,
} from '../../src/react/index.js';
import '../../src/styles/elicitation.css';
import { button, expectNoAxeViolations, resultSpy } from './helpers.js';

const server = { name: 'files-server', version: '1.0.0' };
const on: ExperimentalDrafts = { sep2631: fileInputs };
/** A real 1×1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNkYGBgAAAABQABWaDDsAAAAABJRU5ErkJggg==';
const pngBytes = () => Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
const pdfBytes = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');

function params(file: Record<string, unknown>, required = true) {
  return {
    mode: 'form',
    message: 'Send us your profile photo.',
    requestedSchema: {
      type: 'object',
      properties: {
        photo: { type: 'string', format: 'uri', title: 'Profile photo', 'x-mcp-file': file },
      },
      ...(required ? { required: ['photo'] } : {}),
    },
  };
}

function renderDialog(
  file: Record<string, unknown> = { accept: ['image/png', 'image/jpeg'], maxSize: 4096 },
  extra: {
    experimental?: ExperimentalDrafts;
    locale?: string;
    messages?: Partial<MessageCatalogue>;
    review?: boolean;
  } = {
    experimental: on,
  },
) {
  const onResult = resultSpy();
  render(<ElicitationDialog request={params(file)} server={server} onResult={onResult} {...extra} />);
  return { onResult };
}

async function fileInput(): Promise<HTMLInputElement> {
  // The picker is loaded on demand: wait for it.
  return (await screen.findByLabelText(/Profile photo/, {
    selector: 'input[type="file"]',
  })) as HTMLInputElement;
}

function drop(target: Element, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  target.dispatchEvent(
    new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }),
  );
  target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
}

describe('file inputs (SEP-2631, opted into)', () => {
  it('given the keyboard only: Tab reaches the labelled file input, a picked PNG is sent as a data: URI after the review', async () => {
    const { onResult } = renderDialog();
    const input = await fileInput();
    input.blur();
    // From the dialog's start, Tab moves to the input (nothing else comes first in the form).
    for (let step = 0; step < 10 && document.activeElement !== input; step++) await userEvent.tab();
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg');
    await userEvent.upload(input, new File([pngBytes()], 'me.png', { type: 'image/png' }));
    await screen.findByText(/me\.png \(image\/png, 70 bytes\)/);
    // On to Review by keyboard (Enter on a file input opens the picker, so Tab to the button first).
    const review = button(/Review/);
    for (let step = 0; step < 10 && document.activeElement !== review; step++) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The review: name, type and size, never the bytes.
    const shown = await screen.findByText(/me\.png \(image\/png, 70 bytes\)/, { selector: 'dd' });
    expect(shown.textContent).not.toContain('base64');
    expect(document.body.textContent).not.toContain(PNG_BASE64.slice(0, 12));
    await userEvent.click(button(/Send/));
    expect(onResult).toHaveBeenCalledWith({
      action: 'accept',
      content: { photo: `data:image/png;base64,${PNG_BASE64}` },
    });
  });

  it('given a file dropped on the drop zone, should take it as a pick', async () => {
    renderDialog();
    const input = await fileInput();
    const zone = input.closest('.mcp-elicit-file-drop') as HTMLElement;
    drop(zone, new File([pngBytes()], 'dropped.png', { type: 'image/png' }));
    await screen.findByText(/dropped\.png \(image\/png, 70 bytes\)/);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('given a "PNG" whose bytes are a PDF, should refuse it by its content, say so, and send nothing', async () => {
    const { onResult } = renderDialog();
    const input = await fileInput();
    await userEvent.upload(input, new File([pdfBytes()], 'cat.png', { type: 'image/png' }));
    const status = await screen.findByText(
      'The content of this file does not match its type: choose another file.',
    );
    expect(status.getAttribute('role')).toBe('status');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(status.id);
    await userEvent.click(button(/Review|Send/));
    expect(onResult).not.toHaveBeenCalled();
    // A real PDF is refused by accept (its type is not allowed), also before anything is sent.
    await userEvent.upload(input, new File([pdfBytes()], 'doc.pdf', { type: 'application/pdf' }));
    await screen.findByText('Choose a file of an accepted type: image/png, image/jpeg.');
    expect(onResult).not.toHaveBeenCalled();
  });

  it('given a file larger than maxSize, should refuse it before reading it, in the locale’s units', async () => {
    renderDialog({ accept: ['image/*'], maxSize: 2_000_000 });
    const input = await fileInput();
    await screen.findByText('Accepted: image/* · Up to 2 MB');
    const big = new File([pngBytes(), new Uint8Array(2_000_000)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await screen.findByText('Choose a file of at most 2 MB.');
  });

  it('given a text file with no type, should send it as text/plain by its name (no magic bytes), and Remove clears it', async () => {
    const { onResult } = renderDialog({ accept: ['text/plain'] }, { experimental: on, review: false });
    const input = await fileInput();
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: '' }));
    await screen.findByText(/notes\.txt \(text\/plain, 5 bytes\)/);
    await userEvent.click(button('Remove notes.txt'));
    expect(document.activeElement).toBe(input);
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: '' }));
    await userEvent.click(button(/Send/));
    expect(onResult).toHaveBeenCalledWith({
      action: 'accept',
      content: { photo: `data:text/plain;base64,${btoa('hello')}` },
    });
  });

  it('given transferModes ["upload"] on an optional file, should say it cannot be sent here, and send the rest', async () => {
    const onResult = resultSpy();
    render(
      <ElicitationDialog
        request={params({ transferModes: ['upload'] }, false)}
        server={server}
        onResult={onResult}
        experimental={on}
        review={false}
      />,
    );
    const input = await fileInput();
    expect(input.disabled).toBe(true);
    await screen.findByText(
      /can only be sent by upload, which this app does not support: it will be left out/,
    );
    await userEvent.click(button(/Send|Confirm/));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: {} });
  });

  it('should have no axe violations: empty, with a file, and refused', async () => {
    renderDialog();
    const input = await fileInput();
    await expectNoAxeViolations();
    await userEvent.upload(input, new File([pngBytes()], 'me.png', { type: 'image/png' }));
    await screen.findByRole('button', { name: 'Remove me.png' });
    await expectNoAxeViolations();
    await userEvent.upload(input, new File([pdfBytes()], 'x.png', { type: 'image/png' }));
    await screen.findByText(/does not match its type/);
    await expectNoAxeViolations();
  });

  it('in Arabic (right to left): the drop zone, the hint and the chosen file in Arabic, the size in Arabic units', async () => {
    renderDialog({ accept: ['image/png'], maxSize: 4096 }, { experimental: on, locale: 'ar', messages: ar });
    const input = (await screen.findByLabelText(/Profile photo/, {
      selector: 'input[type="file"]',
    })) as HTMLInputElement;
    expect(input.closest('[dir="rtl"]')).not.toBeNull();
    await screen.findByText('أفلت ملفًا هنا، أو اختر ملفًا');
    await userEvent.upload(input, new File([pngBytes()], 'me.png', { type: 'image/png' }));
    const line = await screen.findByText(/me\.png \(image\/png، /);
    expect(line.textContent).toMatch(/بايت/);
    await expectNoAxeViolations();
    // The review says it in Arabic too (the draft's words, the entry's over them).
    await userEvent.click(button(ar['action.review']));
    const shown = await screen.findByText(/me\.png \(image\/png، /, { selector: 'dd bdi' });
    expect(shown.textContent).toMatch(/بايت/);
    // Our own isolation of the Arabic size is not shown as a mark (the review isolates the whole line).
    expect(shown.textContent).not.toMatch(/U\+206[89]/);
  });

  it('in Simplified Chinese (built in): the drop zone, the hint, a refusal, the chosen file and the review in Chinese', async () => {
    renderDialog({ accept: ['image/png'], maxSize: 4096 }, { experimental: on, locale: 'zh-CN' });
    const input = await fileInput();
    await screen.findByText('将文件拖放到此处，或选择一个文件');
    await screen.findByText(/^可接受：image\/png · 最大 /);
    await userEvent.upload(input, new File([pdfBytes()], 'x.png', { type: 'image/png' }));
    await screen.findByText('此文件的内容与其类型不符：请选择其他文件。');
    await userEvent.upload(input, new File([pngBytes()], 'me.png', { type: 'image/png' }));
    await screen.findByText(/^me\.png（image\/png，70\s?字节）$/);
    await screen.findByRole('button', { name: '移除 me.png' });
    await userEvent.click(button('检查'));
    await screen.findByText(/^me\.png（image\/png，70\s?字节）$/, { selector: 'dd' });
  });

  it('given the host’s own words for the picker (messages) / should show them over the draft’s, in the picker and the review', async () => {
    renderDialog(undefined, {
      experimental: on,
      messages: {
        'file.drop': 'Put your photo here',
        'file.chosen': 'Picked {name}, {size}',
        'validation.fileContent': 'That is not really a picture.',
      },
    });
    const input = await fileInput();
    await screen.findByText('Put your photo here');
    expect(document.body.textContent).not.toContain('Drop a file here');
    await userEvent.upload(input, new File([pdfBytes()], 'x.png', { type: 'image/png' }));
    await screen.findByText('That is not really a picture.');
    await userEvent.upload(input, new File([pngBytes()], 'me.png', { type: 'image/png' }));
    await screen.findByText('Picked me.png, 70 bytes');
    await userEvent.click(button(/Review/));
    await screen.findByText('Picked me.png, 70 bytes', { selector: 'dd' });
  });
});

describe('the record a panel leaves of a sent file', () => {
  it('given a file sent from the panel, the stored record should hold its name, type, size and SHA-256, never its bytes, and show them again from JSON', async () => {
    const onRecord = vi.fn<(record: ElicitationRecord, receipt?: ConsentReceipt) => void>();
    const onResult = resultSpy();
    const { unmount } = render(
      <ElicitationPanel
        request={params({ accept: ['image/png'], maxSize: 4096 })}
        server={server}
        experimental={on}
        onResult={onResult}
        onRecord={onRecord}
      />,
    );
    await userEvent.upload(await fileInput(), new File([pngBytes()], 'me.png', { type: 'image/png' }));
    await screen.findByText(/me\.png \(image\/png, 70 bytes\)/);
    await userEvent.click(button(/Review/));
    await userEvent.click(button(/Send/));
    await waitFor(() => expect(onRecord).toHaveBeenCalledTimes(1));
    const [record, receipt] = onRecord.mock.calls[0] ?? [];
    // The server got the file; the receipt is of exactly that.
    const uri = `data:image/png;base64,${PNG_BASE64}`;
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { photo: uri } });
    expect(receipt?.sent).toEqual({ action: 'accept', content: { photo: uri } });
    // The record a host stores: no data: URI, no base64, the file's facts and the SHA-256 of its bytes.
    const stored = JSON.stringify(record);
    expect(stored).not.toContain('data:');
    expect(stored).not.toContain(PNG_BASE64.slice(0, 12));
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', pngBytes()));
    const hex = Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
    expect(record?.result?.content?.photo).toEqual({
      kind: 'file',
      name: 'me.png',
      mediaType: 'image/png',
      size: 70,
      sha256: `sha256:${hex}`,
    });
    unmount();

    // After a reload: the record read back from storage shows name, type and size.
    render(<ElicitationPanel record={JSON.parse(stored)} />);
    const panel = await screen.findByRole('region', { name: /Send us your profile photo/ });
    await userEvent.click(within(panel).getByText('What you sent'));
    const shown = await within(panel).findByText(/me\.png \(image\/png, 70 bytes\)/, { selector: 'dd' });
    expect(shown).toBeVisible();
    expect(panel.textContent).not.toContain('base64');
    await expectNoAxeViolations();
  });
});

describe('file inputs without the opt-in', () => {
  it('an x-mcp-file field stays today’s address field: no picker is loaded', async () => {
    renderDialog(undefined, {});
    const address = screen.getByRole('textbox', { name: /Profile photo/ }) as HTMLInputElement;
    expect(address.type).toBe('url');
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('ElicitationForm compiles a raw schema with its experimental', async () => {
    const schema = params({ accept: ['image/png'] }).requestedSchema;
    const { unmount } = render(<ElicitationForm schema={schema} onSubmit={() => undefined} />);
    expect(screen.getByRole('textbox', { name: /Profile photo/ })).toBeTruthy();
    unmount();
    render(<ElicitationForm schema={schema} experimental={on} onSubmit={() => undefined} />);
    await waitFor(() => expect(document.querySelector('input[type="file"]')).not.toBeNull());
  });
});
