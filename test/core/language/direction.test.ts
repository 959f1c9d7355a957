import { describe, expect, it } from 'vitest';
import { directionOf } from '../../../src/core/language/direction.js';

describe('directionOf', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['fa', 'rtl'],
    ['fa-IR', 'rtl'],
    ['he', 'rtl'],
    ['he-IL', 'rtl'],
    ['ur', 'rtl'],
    ['az-Arab', 'rtl'],
    ['ku-Latn', 'ltr'],
    ['en', 'ltr'],
    ['pt-BR', 'ltr'],
    ['zh-TW', 'ltr'],
    ['hi', 'ltr'],
    ['', 'ltr'],
    ['not a tag', 'ltr'],
  ])('given %j, should say %s', (tag, dir) => {
    expect(directionOf(tag)).toBe(dir);
  });
});
