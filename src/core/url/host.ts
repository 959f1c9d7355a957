/**
 * Facts about the host of a parsed URL: whether it is an IP address, a name for this computer, or not a name DNS
 * could ever resolve. Its Unicode form is in `unicode-host.ts`, so the URL checks that block need no punycode.
 *
 * @module
 */
// WHATWG normalises every IPv4 spelling (decimal, hex, octal, short forms) to dotted quads, so this suffices.
const IPV4 = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
// Node/browsers serialise IPv4-mapped IPv6 loopback (::ffff:127.x.y.z) as hex: [::ffff:7fxx:yyyy].
const IPV6_LOOPBACK = /^\[(?:::1|::|::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4})\]$/;
/** Names that resolve to this computer in common hosts files (Debian, Red Hat, macOS) besides `localhost`. */
const LOOPBACK_NAMES = new Set([
  'localhost.localdomain',
  'localhost4',
  'localhost4.localdomain4',
  'localhost6',
  'localhost6.localdomain6',
  'ip6-localhost',
  'ip6-loopback',
]);

/** Whether the (WHATWG-serialised) host is an IP address. */
export function isIpHost(host: string): boolean {
  return host.startsWith('[') || IPV4.test(host);
}

/** Whether the host names this computer: `localhost` and its subdomains, loopback names, loopback addresses. */
export function isLocalHost(host: string): boolean {
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (name === 'localhost' || name.endsWith('.localhost') || LOOPBACK_NAMES.has(name)) return true;
  if (IPV4.test(host)) return host.startsWith('127.') || host === '0.0.0.0';
  return IPV6_LOOPBACK.test(host);
}

/** DNS limits (RFC 1035): 253 characters for a name without its trailing dot, 63 for a label. */
const MAX_NAME_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

/** Whether an ASCII host name is longer than DNS allows, so no browser could ever reach it. */
export function isOverlongHost(host: string): boolean {
  if (isIpHost(host)) return false;
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  return name.length > MAX_NAME_LENGTH || name.split('.').some((label) => label.length > MAX_LABEL_LENGTH);
}
