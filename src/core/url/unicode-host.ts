/**
 * The Unicode form of an ASCII host, as the user should read it.
 *
 * @module
 */
import { decode } from 'punycode/punycode.es6.js';

/**
 * Decodes every `xn--` label of an ASCII host to Unicode (`xn--mnchen-3ya.de` → `münchen.de`) with the `punycode`
 * package (RFC 3492). Labels that are not valid punycode, or that decode to ASCII only, are kept as they are: an
 * A-label must hold something non-ASCII (RFC 5890), and `xn--abc-` shown as `abc` would be a spoof. IP addresses
 * pass through unchanged.
 *
 * @example
 * toUnicodeHost('xn--80ak6aa92e.com'); // 'аррӏе.com'
 */
export function toUnicodeHost(host: string): string {
  if (!host.includes('xn--') && !host.includes('XN--')) return host;
  return host
    .split('.')
    .map((label) => {
      if (label.slice(0, 4).toLowerCase() !== 'xn--') return label;
      try {
        const decoded = decode(label.slice(4).toLowerCase());
        // A lone surrogate is not a character; a name that holds one is not valid either.
        return /\P{ASCII}/u.test(decoded) && !/\p{Cs}/u.test(decoded) ? decoded : label;
      } catch {
        return label;
      }
    })
    .join('.');
}
