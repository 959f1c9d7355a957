// SEP-2631: a picked file checked and read into the data: URI the field sends, as the picker and a host's own file
// input (the shadcn item) do. Real Blob and File objects, as a browser gives them.
import { describe, expect, it } from 'vitest';
import { readPickedFile } from '../../../src/drafts-sep2631.js';

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const pdfBytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n');
const images = { accept: ['image/*'], inline: true };

describe('readPickedFile', () => {
  it('given a PNG within accept / should give its base64 data: URI of the type its bytes show, without its name', async () => {
    const read = await readPickedFile(new File([pngBytes], 'me.png', { type: 'image/png' }), images);
    expect(read).toEqual({
      value: `data:image/png;base64,${Buffer.from(pngBytes).toString('base64')}`,
      mediaType: 'image/png',
    });
  });

  it('given a PDF named .png / should refuse it by its bytes (fileContent)', async () => {
    expect(await readPickedFile(new File([pdfBytes], 'photo.png', { type: '' }), images)).toEqual({
      refused: 'fileContent',
    });
  });

  it('given a type accept does not allow / should refuse it (fileType)', async () => {
    expect(await readPickedFile(new File([pdfBytes], 'cv.pdf', { type: 'application/pdf' }), images)).toEqual(
      {
        refused: 'fileType',
      },
    );
  });

  it('given a file over maxSize / should refuse it before reading it (fileSize)', async () => {
    let read = false;
    const big = new Blob([new Uint8Array(11)]);
    const watched = Object.assign(big, {
      name: 'big.bin',
      slice: () => {
        read = true;
        return big;
      },
    });
    expect(await readPickedFile(watched, { accept: [], maxSize: 10, inline: true })).toEqual({
      refused: 'fileSize',
    });
    expect(read).toBe(false);
  });

  it('given 100 kB of text / should send every byte (base64 written in slices)', async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => 32 + (index % 90));
    const read = await readPickedFile(new File([bytes], 'notes.txt', { type: 'text/plain' }), {
      accept: [],
      inline: true,
    });
    expect(
      'value' in read && Buffer.from(read.value.split(',')[1] ?? '', 'base64').equals(Buffer.from(bytes)),
    ).toBe(true);
  });
});
