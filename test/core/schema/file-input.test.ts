/**
 * SEP-2631 file inputs in the core (issue 32, behind `experimental.sep2631`): `x-mcp-file` read into a `file` field,
 * its bad values refused with pointers, and `validateContent` (so `admitAnswer`, the one door) checking a `data:`
 * URI: well-formed, its media type within `accept` (wildcards, known extensions), its decoded size within `maxSize`,
 * its first bytes agreeing with its type, and no value at all for a field that allows only `upload`.
 */

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AnswerNotDeliveredError,
  acceptResult,
  compileElicitationSchema,
  createElicitationQueue,
  ElicitationError,
  formatFieldIssue,
  type ParseOptions,
  parseElicitRequest,
  validateContent,
} from '../../../src/core/index.js';
import { en, zhCN } from '../../../src/core/messages/index.js';
import { dataUriBytes, readDataUri } from '../../../src/core/schema/data-uri.js';
import { acceptsMediaType } from '../../../src/core/schema/file-input.js';
import { sniffMediaType } from '../../../src/core/schema/file-types.js';
import { fileInputs } from '../../../src/drafts-sep2631.js';
import ar from '../../../src/locales/ar.js';

const on = { experimental: { sep2631: fileInputs } };
/** A real 1×1 PNG (SEP-2356's example). */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNkYGBgAAAABQABWaDDsAAAAABJRU5ErkJggg==';
const PDF = `data:application/pdf;base64,${btoa('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n')}`;

function schemaOf(file: Record<string, unknown>, extra: Record<string, unknown> = {}, required = true) {
  return {
    type: 'object',
    properties: { doc: { type: 'string', format: 'uri', title: 'Document', 'x-mcp-file': file, ...extra } },
    ...(required ? { required: ['doc'] } : {}),
  };
}

function issuesOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ElicitationError) return error.issues.map(({ path, code }) => ({ path, code }));
    throw error;
  }
  throw new Error('did not throw');
}

describe('x-mcp-file without the opt-in: today’s behaviour, unchanged', () => {
  it('is an annotation: the field is a URL field, the keyword not in the compiled schema, a data: URI valid', () => {
    const model = compileElicitationSchema(schemaOf({ accept: ['image/png'], maxSize: 10 }));
    expect(model.fields[0]).toMatchObject({ kind: 'url', format: 'uri' });
    expect(model.fields[0]?.file).toBeUndefined();
    expect(model.schema.properties.doc).toEqual({ type: 'string', format: 'uri', title: 'Document' });
    // Not checked as a file: larger than maxSize, and of a type outside accept, it passes as an address.
    expect(validateContent(model, { doc: PDF })).toEqual([]);
    // Bad descriptor values are not read either.
    expect(() => compileElicitationSchema(schemaOf({ maxSize: -1, accept: 'x' }))).not.toThrow();
  });

  it('given the former opt-in `sep2631: true` / should throw a TypeError naming the entry, not read files', () => {
    const params = { message: 'A file?', requestedSchema: schemaOf({ accept: ['image/png'] }) };
    const former = { experimental: { sep2631: true } } as unknown as ParseOptions;
    expect(() => parseElicitRequest(params, former)).toThrow(TypeError);
    expect(() => compileElicitationSchema(params.requestedSchema, former)).toThrow(
      /mcp-elicitation-react\/drafts\/sep2631/,
    );
  });

  it('given a model copied deeply (the draft link lost) / should refuse a file value rather than pass it unchecked', () => {
    const model = compileElicitationSchema(schemaOf({ accept: ['text/plain'] }), on);
    const copy = structuredClone(model);
    const value = 'data:text/plain;base64,aGk=';
    expect(validateContent(model, { doc: value })).toEqual([]);
    expect(validateContent(copy, { doc: value }).map((error) => error.code)).toEqual(['fileData']);
  });

  it('given a copied model (the draft link lost) / should refuse even an upload-only field, and word a size with the host’s words in bytes', () => {
    const model = compileElicitationSchema(
      schemaOf({ transferModes: ['upload'], maxSize: 5 }, {}, false),
      on,
    );
    const copy = structuredClone(model);
    expect(validateContent(copy, { doc: PNG }).map((error) => error.code)).toEqual(['fileData']);
    const field = copy.fields[0];
    // Without the draft its words are gone too: the general one, unless the host gave its own (with the issue's
    // parameters: a size in bytes, not in the locale's units, which come with the draft).
    expect(formatFieldIssue({ code: 'fileSize', params: { maxSize: 5 } }, field)).toBe(
      'This value has the wrong type.',
    );
    const own = { messages: { 'validation.fileSize': 'At most {maxSize, number} bytes.' } };
    expect(formatFieldIssue({ code: 'fileSize', params: { maxSize: 5000 } }, field, own)).toBe(
      'At most 5,000 bytes.',
    );
    // With its draft, the same issue reads in the locale's units.
    expect(formatFieldIssue({ code: 'fileSize', params: { maxSize: 5 } }, model.fields[0])).toBe(
      'Choose a file of at most 5 bytes.',
    );
  });

  it('parseElicitRequest and the queue default to off', () => {
    const params = { message: 'A file?', requestedSchema: schemaOf({ accept: ['image/png'] }) };
    expect(parseElicitRequest(params)).toMatchObject({ form: { fields: [{ kind: 'url' }] } });
    expect(parseElicitRequest(params, { experimental: {} })).toMatchObject({
      form: { fields: [{ kind: 'url' }] },
    });
  });
});

describe('x-mcp-file with experimental.sep2631', () => {
  it('compiles to a file field with accept, maxSize and transferModes', () => {
    const model = compileElicitationSchema(
      schemaOf({ accept: ['image/*', '.PDF'], maxSize: 2048, transferModes: ['inline', 'upload'] }),
      on,
    );
    expect(model.fields[0]).toMatchObject({
      kind: 'file',
      label: 'Document',
      required: true,
      file: { accept: ['image/*', '.pdf'], maxSize: 2048, transferModes: ['inline', 'upload'], inline: true },
    });
    expect(model.schema.properties.doc).toEqual({
      type: 'string',
      format: 'uri',
      title: 'Document',
      'x-mcp-file': { accept: ['image/*', '.pdf'], maxSize: 2048, transferModes: ['inline', 'upload'] },
    });
  });

  it('an empty descriptor accepts any file of any size', () => {
    const model = compileElicitationSchema(schemaOf({}), on);
    expect(model.fields[0]?.file).toEqual({ accept: [], inline: true });
    expect(validateContent(model, { doc: PDF })).toEqual([]);
    expect(validateContent(model, { doc: 'data:,hello%20world' })).toEqual([]);
  });

  it('refuses bad descriptor values with JSON pointers', () => {
    const bad = (file: unknown, extra = {}) =>
      issuesOf(() =>
        parseElicitRequest({ message: 'A file?', requestedSchema: schemaOf(file as never, extra) }, on),
      );
    const at = '/requestedSchema/properties/doc/x-mcp-file';
    expect(bad({ maxSize: -1 })).toEqual([{ path: `${at}/maxSize`, code: 'unsupported-schema' }]);
    expect(bad({ maxSize: 1.5 })).toEqual([{ path: `${at}/maxSize`, code: 'unsupported-schema' }]);
    expect(bad({ maxSize: '10' })).toEqual([{ path: `${at}/maxSize`, code: 'unsupported-schema' }]);
    expect(bad({ accept: 'image/png' })).toEqual([{ path: `${at}/accept`, code: 'unsupported-schema' }]);
    expect(bad({ accept: ['image/png', 3, 'png', 'image/'] })).toEqual([
      { path: `${at}/accept/1`, code: 'unsupported-schema' },
      { path: `${at}/accept/2`, code: 'unsupported-schema' },
      { path: `${at}/accept/3`, code: 'unsupported-schema' },
    ]);
    expect(bad({ transferModes: 'inline' })).toEqual([
      { path: `${at}/transferModes`, code: 'unsupported-schema' },
    ]);
    expect(bad({ digest: 'sha-256' })).toEqual([{ path: `${at}/digest`, code: 'unsupported-schema' }]);
    expect(bad(true)).toEqual([{ path: at, code: 'unsupported-schema' }]);
    expect(bad({}, { maxLength: 100, default: PNG })).toEqual([
      { path: '/requestedSchema/properties/doc/maxLength', code: 'unsupported-schema' },
      { path: '/requestedSchema/properties/doc/default', code: 'unsupported-schema' },
    ]);
  });

  it('ignores the keyword, with a notice, where SEP-2356 does not allow it (no format "uri")', () => {
    const model = compileElicitationSchema(
      { type: 'object', properties: { notes: { type: 'string', 'x-mcp-file': { accept: ['text/plain'] } } } },
      on,
    );
    expect(model.fields[0]).toMatchObject({ kind: 'text' });
    expect(model.notices).toEqual([
      expect.objectContaining({ path: '/properties/notes/x-mcp-file', code: 'file-input-ignored' }),
    ]);
  });

  it('transferModes ["upload"]: a required file refuses the request; an optional one is a notice and never sent', () => {
    expect(
      issuesOf(() =>
        parseElicitRequest(
          { message: 'A file?', requestedSchema: schemaOf({ transferModes: ['upload'] }) },
          on,
        ),
      ),
    ).toEqual([
      { path: '/requestedSchema/properties/doc/x-mcp-file/transferModes', code: 'unsupported-schema' },
    ]);

    const model = compileElicitationSchema(schemaOf({ transferModes: ['upload'] }, {}, false), on);
    expect(model.fields[0]?.file?.inline).toBe(false);
    expect(model.notices.map((notice) => notice.code)).toEqual(['file-transfer-unsupported']);
    expect(validateContent(model, {})).toEqual([]);
    expect(validateContent(model, { doc: PNG }).map((error) => error.code)).toEqual(['fileTransfer']);
    // A mode we do not know yet, beside inline, leaves inline usable.
    expect(
      compileElicitationSchema(schemaOf({ transferModes: ['stream', 'inline'] }), on).fields[0]?.file?.inline,
    ).toBe(true);
  });

  it('validateContent checks the data: URI: form, type (wildcards, extensions), size, bytes', () => {
    const model = compileElicitationSchema(schemaOf({ accept: ['image/*', '.pdf'], maxSize: 100 }), on);
    const codes = (doc: unknown) => validateContent(model, { doc }).map((error) => error.code);
    expect(codes(PNG)).toEqual([]);
    expect(codes(PDF)).toEqual([]);
    expect(codes(PNG.replace('image/png', 'IMAGE/PNG;foo=bar'))).toEqual([]);
    expect(codes(undefined)).toEqual(['required']);
    expect(codes(42)).toEqual(['type']);
    expect(codes('https://example.com/cat.png')).toEqual(['fileData']);
    expect(codes('data:image/png;base64,iVBORw0KGgo=A')).toEqual(['fileData']);
    expect(codes('data:image/png;base64,iVBO*w0K')).toEqual(['fileData']);
    expect(codes('data:image/png;base64')).toEqual(['fileData']);
    expect(codes('data:image png;base64,AAAA')).toEqual(['fileData']);
    expect(codes(`data:text/plain;base64,${btoa('hello')}`)).toEqual(['fileType']);
    expect(codes(`data:image/png;base64,${btoa('x'.repeat(101))}`)).toEqual(['fileSize', 'fileContent']);
    // A "PNG" whose bytes are a PDF.
    expect(codes(PDF.replace('application/pdf', 'image/png'))).toEqual(['fileContent']);
    // Exactly maxSize bytes is allowed.
    const exact = compileElicitationSchema(schemaOf({ maxSize: 5 }), on);
    expect(validateContent(exact, { doc: `data:text/plain;base64,${btoa('12345')}` })).toEqual([]);
    expect(validateContent(exact, { doc: `data:text/plain;base64,${btoa('123456')}` })).toMatchObject([
      { code: 'fileSize', message: 'Choose a file of at most 5 bytes.' },
    ]);
  });

  it('words the errors in the locale, sizes in its units', () => {
    const model = compileElicitationSchema(schemaOf({ accept: ['image/png'], maxSize: 2_000_000 }), on);
    const big = `data:image/png;base64,${btoa('\u0089PNG\r\n\u001a\n'.padEnd(2_000_001, 'x'))}`;
    expect(validateContent(model, { doc: big }, { locale: 'en' })[0]?.message).toBe(
      'Choose a file of at most 2 MB.',
    );
    expect(validateContent(model, { doc: big }, { locale: 'zh-CN' })[0]?.message).toBe(
      '请选择不超过 2 MB 的文件。',
    );
    expect(validateContent(model, { doc: PDF })[0]?.message).toBe(
      'Choose a file of an accepted type: image/png.',
    );
  });

  it('the one door: a queue answer with a bad file is refused and the request still waits', async () => {
    const queue = createElicitationQueue(on);
    const answer = queue.present(
      { message: 'Your photo?', requestedSchema: schemaOf({ accept: ['image/png'], maxSize: 1000 }) },
      { server: { name: 'photos' }, source: {} },
    );
    const entry = queue.snapshot().current;
    expect(entry?.request.mode === 'form' && entry.request.form.fields[0]?.kind).toBe('file');
    expect(() => entry?.respond(acceptResult({ doc: PDF }))).toThrow(AnswerNotDeliveredError);
    expect(queue.size).toBe(1);
    entry?.respond(acceptResult({ doc: PNG }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { doc: PNG } });
  });
});

describe('the draft’s words: they come with fileInputs, not with the built-in catalogues', () => {
  const model = compileElicitationSchema(schemaOf({ accept: ['image/png'], maxSize: 2_000_000 }), on);
  const big = `data:image/png;base64,${btoa('\u0089PNG\r\n\u001a\n'.padEnd(2_000_001, 'x'))}`;
  const wordsOf = (doc: unknown, options?: Parameters<typeof validateContent>[2]) =>
    validateContent(model, { doc }, options).map((error) => error.message);
  const isFileWord = (key: string) => key.startsWith('file.') || key.startsWith('validation.file');

  it('given en and zhCN / should carry none of the 11 file words; fileInputs.messages carries them all', () => {
    expect(Object.keys(en).filter(isFileWord)).toEqual([]);
    expect(Object.keys(zhCN).filter(isFileWord)).toEqual([]);
    expect(Object.keys(fileInputs.messages.en)).toHaveLength(11);
    expect(Object.keys(fileInputs.messages['zh-CN']).sort()).toEqual(
      Object.keys(fileInputs.messages.en).sort(),
    );
    expect(Object.keys(ar).filter(isFileWord).sort()).toEqual(Object.keys(fileInputs.messages.en).sort());
  });

  it('given a file field compiled with the draft / should word its issues as before in en, zh-CN and the ar entry', () => {
    expect(wordsOf(PDF)).toEqual(['Choose a file of an accepted type: image/png.']);
    expect(wordsOf('https://example.com/x.png')).toEqual([
      'Choose the file again: this is not a file that can be sent.',
    ]);
    expect(wordsOf(big, { locale: 'zh-CN' })).toEqual(['请选择不超过 2 MB 的文件。']);
    expect(wordsOf(PDF, { locale: 'zh-CN' })).toEqual(['请选择可接受类型的文件：image/png。']);
    expect(wordsOf(PDF.replace('application/pdf', 'image/png'), { locale: 'zh-CN' })).toEqual([
      '此文件的内容与其类型不符：请选择其他文件。',
    ]);
    expect(wordsOf(PDF, { locale: 'ar', messages: ar })).toEqual(['اختر ملفًا من نوع مقبول: image/png.']);
    expect(wordsOf(big, { locale: 'ar', messages: ar })[0]).toMatch(/^اختر ملفًا لا يتجاوز حجمه \S+ م\.ب\.$/);
    const upload = compileElicitationSchema(schemaOf({ transferModes: ['upload'] }, {}, false), on);
    expect(validateContent(upload, { doc: PNG }, { locale: 'zh-CN' })[0]?.message).toBe(
      '此文件只能通过上传发送，而此应用不支持上传。',
    );
    // formatFieldIssue, as a form renders a kept issue, finds the words through the field.
    expect(formatFieldIssue({ code: 'fileContent' }, model.fields[0], { locale: 'zh-CN' })).toBe(
      '此文件的内容与其类型不符：请选择其他文件。',
    );
  });

  it('given a host’s own words for a file issue / should use them over the draft’s, in any locale', () => {
    const messages = { 'validation.fileType': 'Only {accept}, please.' };
    expect(wordsOf(PDF, { messages })).toEqual(['Only image/png, please.']);
    expect(wordsOf(PDF, { locale: 'zh-CN', messages })).toEqual(['Only image/png, please.']);
    expect(
      formatFieldIssue({ code: 'fileData' }, model.fields[0], {
        messages: { 'validation.fileData': 'Again.' },
      }),
    ).toBe('Again.');
  });

  it('given a file issue without its draft (a model copied deeply, no field) / should still read as words, not a key', () => {
    const copy = structuredClone(model);
    expect(validateContent(copy, { doc: PNG }).map(({ code, message }) => ({ code, message }))).toEqual([
      { code: 'fileData', message: 'This value has the wrong type.' },
    ]);
    expect(validateContent(copy, { doc: PNG }, { locale: 'zh-CN' })[0]?.message).toBe(
      zhCN['validation.type'],
    );
    expect(formatFieldIssue({ code: 'fileContent' })).toBe('This value has the wrong type.');
    // A locale entry carries the file words: they show even without the draft.
    expect(validateContent(copy, { doc: PNG }, { locale: 'ar', messages: ar })[0]?.message).toBe(
      ar['validation.fileData'],
    );
  });
});

describe('the parts', () => {
  it('readDataUri reads base64 and percent-encoded data without decoding all of it', () => {
    expect(readDataUri('data:,hello%20world')).toMatchObject({ mediaType: 'text/plain', size: 11 });
    expect(readDataUri('data:text/plain;charset=utf-8;base64,aGk=')).toMatchObject({
      mediaType: 'text/plain',
      size: 2,
    });
    expect(readDataUri('data:text/plain,%zz')).toBeUndefined();
    expect(readDataUri('DATA:image/png;base64,')).toMatchObject({ size: 0 });
  });

  it('dataUriBytes decodes base64 and percent-encoded data whole; fileInputs.digest is the SHA-256 of those bytes', async () => {
    const sha = (bytes: Uint8Array) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
    expect(dataUriBytes('data:text/plain;charset=utf-8;base64,aGk=')).toEqual(new Uint8Array([104, 105]));
    expect(dataUriBytes('data:,caf%C3%A9 %FF')).toEqual(new Uint8Array([99, 97, 102, 0xc3, 0xa9, 32, 0xff]));
    expect(dataUriBytes('data:,é')).toEqual(new Uint8Array([0xc3, 0xa9]));
    expect(dataUriBytes('DATA:image/png;base64,')).toEqual(new Uint8Array(0));
    expect(dataUriBytes('data:text/plain,%zz')).toBeUndefined();
    expect(dataUriBytes('https://example.com/x.png')).toBeUndefined();
    const png = Uint8Array.from(atob(PNG.slice(PNG.indexOf(',') + 1)), (char) => char.charCodeAt(0));
    expect(dataUriBytes(PNG)).toEqual(png);
    expect(await fileInputs.digest(PNG)).toBe(sha(png));
    expect(await fileInputs.digest('data:,hi')).toBe(sha(new TextEncoder().encode('hi')));
    expect(await fileInputs.digest('not a data uri')).toBeUndefined();
  });

  it('acceptsMediaType compares type/subtype case-insensitively, wildcards and known extensions', () => {
    expect(acceptsMediaType(['image/*'], 'image/webp')).toBe(true);
    expect(acceptsMediaType(['image/*'], 'imagex/png')).toBe(false);
    expect(acceptsMediaType(['.jpg'], 'image/jpeg')).toBe(true);
    expect(acceptsMediaType(['.docx'], 'application/zip')).toBe(true);
    expect(acceptsMediaType(['.docx', 'image/png'], 'application/zip')).toBe(false);
  });

  it('sniffMediaType tells the common types by their first bytes', () => {
    const bytes = (...values: number[]) => new Uint8Array(values);
    expect(sniffMediaType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffMediaType(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe('image/gif');
    expect(sniffMediaType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe(
      'image/webp',
    );
    expect(sniffMediaType(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('application/zip');
    expect(sniffMediaType(new TextEncoder().encode('hello'))).toBeUndefined();
  });
});
