/**
 * English that may stay in a translated catalogue: names, protocol and technical terms, and the example values in
 * hints (name@example.com, https://example.com, /docs/intro). Checked by `locales.test.ts`.
 */
export const ENGLISH_ALLOWED = [
  'MCP',
  'JSON',
  'API',
  'http',
  'https',
  'UUID',
  'IPv',
  'URL',
  'URI',
  'name',
  'example',
  'com',
  'docs',
  'intro',
];

/** Words each language shares with English (loanwords and cognates a fluent speaker uses), per locale. */
export const ENGLISH_ALLOWED_BY_LOCALE: Record<string, string[]> = {
  de: 'app browser code computer details format link links minute option port problem server servers system tab text tokens trick version was website'.split(
    ' ',
  ),
  fr: 'alphabets arguments assistant chose code date format long maximum message minute minutes multiple option options page part port prompt secret session site sites suggestion type version web'.split(
    ' ',
  ),
  es: 'host local prompt token tokens web'.split(' '),
  it: 'app browser computer data email file host link password prompt server token web'.split(' '),
  'pt-BR': 'continue data host link links local prompt site sites token tokens web'.split(' '),
  nl: 'app browser code computer details letters link links open prompt server servers site sites tokens type website'.split(
    ' ',
  ),
  pl: 'link problem system token'.split(' '),
  tr: 'form site size web'.split(' '),
  id: 'browser data detail email file format host prompt server tab token valid web'.split(' '),
  vi: 'email host prompt token web'.split(' '),
};
