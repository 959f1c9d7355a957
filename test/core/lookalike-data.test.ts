import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { foldLookalikes, latinPrototype, latinSkeleton } from '../../src/core/safety/lookalike-letters.js';
import { asciiLookalike } from '../../src/core/url/lookalike.js';
import { separatorLookalike, separatorLookalikes } from '../../src/core/url/separator-lookalike.js';

describe('the lookalike tables', () => {
  it('given the installed unhomoglyph data, should be up to date (node scripts/generate-lookalikes.mjs)', () => {
    const run = spawnSync(process.execPath, ['scripts/generate-lookalikes.mjs', '--check'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it.each([
    ['а', 'a', 'Cyrillic a'],
    ['ɡ', 'g', 'Latin script g'],
    ['ı', 'i', 'dotless i'],
    ['Ꭺ', 'A', 'Cherokee A'],
    ['ɢ', 'g', 'small capital G (added: UTS #39 leaves it out)'],
    ['ᴘ', 'p', 'small capital P (added)'],
    ['ᴡ', 'w', 'small capital W (UTS #39)'],
    ['0', 'O', 'ASCII digit zero'],
  ])('given %s (%s), latinPrototype should be %s', (char, prototype) => {
    expect(latinPrototype(char)).toBe(prototype);
  });

  it('given letters with marks or letters of no lookalike, should map nothing', () => {
    for (const char of ['é', 'ü', 'ß', '中', 'ж']) expect(latinPrototype(char)).toBeUndefined();
  });

  it.each([
    ['ｐａｓｓｗｏｒｄ', 'password'],
    ['pаssword', 'password'],
    ['ᴘᴀssᴡᴏʀᴅ', 'password'],
    ['𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝', 'password'],
    ['pin_code mnemonic', 'pin_code mnemonic'],
  ])('given %j, foldLookalikes should give %j, keeping ASCII as it is', (text, folded) => {
    expect(foldLookalikes(text)).toBe(folded);
  });

  it('given texts that look the same, latinSkeleton should be equal; given texts that differ, not', () => {
    expect(latinSkeleton('Keep my data')).toBe(latinSkeleton('Κеер my data'));
    expect(latinSkeleton('Il1')).toBe(latinSkeleton('lll'));
    expect(latinSkeleton('Keep')).not.toBe(latinSkeleton('keep'));
  });
});

describe('URL lookalikes', () => {
  it.each([
    ['ɡıthub.com', 'github.com'],
    ['ɢoogle.com', 'google.com'],
    ['ᎪᏢᏢᏞᎬ.com', 'apple.com'],
    ['pаypal.com', 'paypal.com'],
    ['login.ɡıthub.com', 'login.github.com'],
  ])('given %s, asciiLookalike should be %s', (host, ascii) => {
    expect(asciiLookalike(host)).toBe(ascii);
  });

  it.each([
    ['münchen.de', 'a letter with a mark'],
    ['例子.测试', 'Han'],
    ['рус.рус', 'a lookalike whose suffix no registry has'],
    ['github.com', 'ASCII'],
    ['аррӏе∕x.com', 'a character that is no letter'],
  ])('given %s (%s), asciiLookalike should be undefined', (host) => {
    expect(asciiLookalike(host)).toBeUndefined();
  });

  it('given slash, dot and hyphen lookalikes beside ASCII, should report each once; beside their own script, not', () => {
    expect(separatorLookalikes('accounts.google.com\u2215signin\u2215v2.evil.com')).toEqual([
      { char: '\u2215', codePoint: 0x2215, looksLike: '/' },
    ]);
    expect(separatorLookalikes('a\u2044b\u2010c\uA4F8d').map((entry) => entry.looksLike)).toEqual([
      '/',
      '-',
      '.',
    ]);
    expect(separatorLookalikes('ノート.jp')).toEqual([]);
    expect(separatorLookalike(0x2215)).toBe('/');
    expect(separatorLookalike(0x2f)).toBeUndefined();
  });
});
