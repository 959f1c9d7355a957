import { describe, expect, it } from 'vitest';
import {
  codePointLabel,
  findInvisible,
  hasInvisible,
  isInvisibleCodePoint,
  withoutInvisible,
} from '../../../src/core/safety/invisible-characters.js';
import { ENCODED_INVISIBLE, IN_URL } from '../../../src/core/url/encoded-invisible.js';

/** The definition the list claims to be, in the engine's own Unicode properties. */
const UNICODE_DEFINITION = /[\p{Cc}\p{Default_Ignorable_Code_Point}\u2028\u2029\uFFF9-\uFFFB]/u;
const WHOLE_ENCODED = new RegExp(`^(?:${ENCODED_INVISIBLE.source})$`, 'i');

const codes = (text: string, url = false) =>
  findInvisible(text, url ? IN_URL : {}).map((found) => codePointLabel(found.codePoint));

describe('the invisible-character list', () => {
  it('given every code point, should be exactly the controls, the default-ignorables, U+2028/2029 and U+FFF9–FFFB', () => {
    const wrong: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      if (isInvisibleCodePoint(cp) !== UNICODE_DEFINITION.test(String.fromCodePoint(cp))) {
        wrong.push(codePointLabel(cp));
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('given the characters the red team used, should list each one', () => {
    for (const cp of [
      0xe0001, 0xe0041, 0xe007f, 0xfe00, 0xfe0f, 0xe0100, 0xe01ef, 0x180e, 0x115f, 0x1160, 0x3164, 0xffa0,
      0x2028, 0x2029, 0x202e, 0x200b, 0xfeff,
    ]) {
      expect(isInvisibleCodePoint(cp), codePointLabel(cp)).toBe(true);
    }
    for (const cp of [0x20, 0x41, 0xa0, 0x2800, 0x4e2d, 0x1f600])
      expect(isInvisibleCodePoint(cp)).toBe(false);
  });

  it('given every code point percent-encoded, upper or lower case, the encoded pattern should match exactly the invisible ones above U+009F', () => {
    const wrong: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const encoded = encodeURIComponent(String.fromCodePoint(cp));
      const expected = cp > 0x9f && isInvisibleCodePoint(cp);
      if (
        WHOLE_ENCODED.test(encoded) !== expected ||
        WHOLE_ENCODED.test(encoded.toLowerCase()) !== expected
      ) {
        wrong.push(`${codePointLabel(cp)} ${encoded}`);
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });
});

describe('findInvisible in prose', () => {
  it.each([
    ['☀️ Sunny', 'emoji presentation after an emoji'],
    ['☀︎ text style', 'text presentation after an emoji'],
    ['Press 1️⃣ or #️⃣', 'keycaps'],
    ['👩‍💻 developer', 'ZWJ between emoji'],
    ['🏳️‍🌈 and 🧑🏽‍💻', 'ZWJ after a selector and after a skin tone'],
    ['🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} Scotland', 'a subdivision flag'],
    ['葛\u{E0100}城', 'an ideographic variation selector after a Han ideograph'],
  ])('given %j (%s), should find nothing', (text) => {
    expect(codes(text)).toEqual([]);
    expect(hasInvisible(text)).toBe(false);
  });

  it.each([
    ['a\uFE0F', ['U+FE0F'], 'a selector after a letter'],
    ['☀\uFE0F\uFE0F', ['U+FE0F'], 'a second selector in a row'],
    ['Hi\u{E0048}\u{E0069}', ['U+E0048', 'U+E0069'], 'tags smuggling text'],
    ['🏴\u{E0041}\u{E007F}', ['U+E0041', 'U+E007F'], 'a flag with upper-case tags'],
    ['🏴\u{E0067}\u{E007F}', ['U+E0067', 'U+E007F'], 'a flag with one tag'],
    ['Yes\u200D', ['U+200D'], 'a joiner after a letter'],
    ['😀\u200Dx', ['U+200D'], 'a joiner before a letter'],
    ['a\u{E0100}', ['U+E0100'], 'an ideographic selector after a letter'],
    ['葛\u{E0100}\u{E0101}', ['U+E0101'], 'a second ideographic selector'],
    ['😀\u{FE00}\u{FE01}\u{FE02}', ['U+FE00', 'U+FE01', 'U+FE02'], 'a run of selectors after an emoji'],
    ['Mon\u180Egol', ['U+180E'], 'the Mongolian vowel separator'],
    ['\u3164\u115F\u1160\uFFA0', ['U+3164', 'U+115F', 'U+1160', 'U+FFA0'], 'Hangul fillers'],
    ['line\u2028break\u2029', ['U+2028', 'U+2029'], 'line and paragraph separators'],
  ])('given %j, should find %j (%s)', (text, expected) => {
    expect(codes(text)).toEqual(expected);
    expect(hasInvisible(text)).toBe(true);
  });

  it('given text with hidden characters, withoutInvisible should drop exactly those', () => {
    expect(withoutInvisible('Ke\u200Bep ☀️ my\u{E0041} data')).toBe('Keep ☀️ my data');
  });
});

describe('findInvisible in a URL', () => {
  it('given an address, should count every selector, raw or percent-encoded, with its position', () => {
    const href = 'https://e.com/%E2%80%AE%ef%b8%8f☀️';
    expect(findInvisible(href, IN_URL)).toEqual([
      { index: 14, length: 9, codePoint: 0x202e, encoded: true },
      { index: 23, length: 9, codePoint: 0xfe0f, encoded: true },
      { index: 33, length: 1, codePoint: 0xfe0f, encoded: false },
    ]);
  });

  it('given percent-encoded visible characters, should find nothing', () => {
    expect(codes('https://e.com/%E2%98%80%41%C3%A9%F0%9F%98%80', true)).toEqual([]);
  });
});
