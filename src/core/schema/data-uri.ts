import { SNIFF_BYTES } from './file-types.js';

/** What a well-formed RFC 2397 `data:` URI carries, without decoding all of it. */
export interface DataUriFacts {
  /** `type/subtype`, lower-cased, parameters dropped; `text/plain` when the URI names none (RFC 2397). */
  mediaType: string;
  /** The decoded size in bytes. */
  size: number;
  /** The first decoded bytes (at most 12), for telling the type by content. */
  head: Uint8Array;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const TOKEN = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;
const PARAMETER = /^[^=;,]+=[^;,]*$/;
const PERCENT_TEXT = /^(?:[^%]|%[0-9A-Fa-f]{2})*$/;

/**
 * Reads a `data:[<mediatype>][;base64],<data>` URI (RFC 2397) as SEP-2356 sends a file: base64 or percent-encoded.
 * `undefined` for anything else: another scheme, a malformed media type or parameter, base64 that is not.
 *
 * @example
 * readDataUri('data:text/plain;base64,aGk='); // { mediaType: 'text/plain', size: 2, head: Uint8Array [104, 105] }
 */
export function readDataUri(value: string): DataUriFacts | undefined {
  if (!/^data:/i.test(value)) return undefined;
  const comma = value.indexOf(',');
  if (comma < 0) return undefined;
  const parts = value.slice(5, comma).split(';');
  const data = value.slice(comma + 1);
  const base64 = parts.length > 1 && parts[parts.length - 1]?.toLowerCase() === 'base64';
  if (base64) parts.pop();
  const [type = '', ...parameters] = parts;
  const mediaType = type === '' ? 'text/plain' : type.trim().toLowerCase();
  if (!TOKEN.test(mediaType) || !parameters.every((parameter) => PARAMETER.test(parameter))) return undefined;
  if (base64) {
    if (data.length % 4 !== 0 || !BASE64.test(data)) return undefined;
    const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
    return { mediaType, size: (data.length / 4) * 3 - padding, head: fromBase64(data.slice(0, 16)) };
  }
  if (!PERCENT_TEXT.test(data)) return undefined;
  const bytes = new TextEncoder().encode(data.replace(/%[0-9A-Fa-f]{2}/g, 'x'));
  const head = percentHead(data);
  return { mediaType, size: bytes.length, head };
}

/**
 * The decoded bytes of a well-formed `data:` URI (base64 or percent-encoded, as {@link readDataUri} reads it), or
 * `undefined` for anything else.
 *
 * @example
 * dataUriBytes('data:text/plain;base64,aGk='); // Uint8Array [104, 105]
 */
export function dataUriBytes(value: string): Uint8Array<ArrayBuffer> | undefined {
  if (!readDataUri(value)) return undefined;
  const comma = value.indexOf(',');
  const data = value.slice(comma + 1);
  if (/;base64$/i.test(value.slice(0, comma))) {
    const binary = atob(data);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < bytes.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  }
  // Percent-encoded: each `%XX` is one byte, any other character its UTF-8 bytes.
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (const piece of data.split(/(%[0-9A-Fa-f]{2})/)) {
    if (/^%[0-9A-Fa-f]{2}$/.test(piece)) bytes.push(Number.parseInt(piece.slice(1), 16));
    else for (const byte of encoder.encode(piece)) bytes.push(byte);
  }
  return new Uint8Array(bytes);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(Math.min(binary.length, SNIFF_BYTES));
  for (let index = 0; index < bytes.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function percentHead(data: string): Uint8Array {
  const bytes: number[] = [];
  for (let index = 0; index < data.length && bytes.length < SNIFF_BYTES; index++) {
    if (data[index] === '%') {
      bytes.push(Number.parseInt(data.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(...new TextEncoder().encode(data[index]));
  }
  return new Uint8Array(bytes.slice(0, SNIFF_BYTES));
}
