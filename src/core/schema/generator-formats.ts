/**
 * The string formats beyond the spec's four that real schema generators emit: pydantic writes them bare
 * (`UUID` → `uuid`, `IPvAnyAddress` → `ipvanyaddress`, `IPv4Address` → `ipv4`, `time`, `timedelta` →
 * `duration`), zod 4 pairs them with a pattern of its own (`z.uuid()`, `z.ipv4()`, `z.hostname()`, …).
 * Each is checked at least as strictly as ajv-formats' "full" mode, the validator the TypeScript SDK runs
 * on every answer, so nothing we let through is refused there; where RFC 3339 is stricter than Ajv (an
 * offset written `+0800`, a leap second), we follow the RFC. Plain regular expressions and arithmetic:
 * nothing is compiled at run time, so the checks run under any Content-Security-Policy.
 */

/** The formats of this file. */
export type GeneratorFormat =
  | 'uuid'
  | 'ipv4'
  | 'ipv6'
  | 'ipvanyaddress'
  | 'hostname'
  | 'time'
  | 'duration'
  | 'uri-reference';

// RFC 9562's string form only: ajv-formats also takes a `urn:uuid:` prefix, which pydantic's UUID does not.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Four decimal octets without leading zeros (`010` is octal to some parsers and refused by Ajv).
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEX16 = /^[0-9a-f]{1,4}$/i;
// A host name's labels (RFC 1123): letters, digits, inner hyphens, 63 characters at most.
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
// RFC 3339 full-time: seconds and an offset are required; the offset has its colon.
const TIME = /^(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;
// RFC 3339 appendix A (ISO 8601), as ajv-formats reads it: whole numbers only, weeks alone, `T` only
// before a time part, and never an empty `P`.
const DURATION = /^P(?!$)(?:(?:\d+Y)?(?:\d+M)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+S)?)?|\d+W)$/;
// RFC 3986, part by part: unreserved and sub-delimiter characters, and `%` only before two hex digits.
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SEGMENTS = /^(?:[a-z0-9\-._~!$&'()*+,;=:@/]|%[0-9a-f]{2})*$/i;
const QUERY = /^(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*$/i;
const USERINFO = /^(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*$/i;
const REG_NAME = /^(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*$/i;
const PORT = /^(?::\d*)?$/;

function isIpv6(value: string): boolean {
  if (value.length > 45) return false;
  // An embedded IPv4 address counts as two groups, and only at the end.
  const lastColon = value.lastIndexOf(':');
  let text = value;
  let groups = 0;
  if (value.includes('.', lastColon)) {
    if (!IPV4.test(value.slice(lastColon + 1))) return false;
    text = `${value.slice(0, lastColon + 1)}0`;
    groups = 1;
  }
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const parts = halves.map((half) => (half === '' ? [] : half.split(':')));
  if (!parts.every((list) => list.every((group) => HEX16.test(group)))) return false;
  const count = parts.reduce((sum, list) => sum + list.length, 0) + groups;
  // `::` stands for one group or more; without it there are exactly eight.
  return halves.length === 2 ? count <= 7 : count === 8;
}

function isHostname(value: string): boolean {
  const name = value.endsWith('.') ? value.slice(0, -1) : value;
  return name.length >= 1 && name.length <= 253 && name.split('.').every((label) => HOST_LABEL.test(label));
}

function isTime(value: string): boolean {
  const match = TIME.exec(value);
  if (!match) return false;
  const [hour, minute, second, offsetHour, offsetMinute] = match
    .slice(1)
    .map((part) => Number(part ?? '0')) as number[];
  // A leap second (:60) is only real at 23:59 UTC; we refuse it rather than guess the date.
  return hour! <= 23 && minute! <= 59 && second! <= 59 && offsetHour! <= 23 && offsetMinute! <= 59;
}

function isUriReference(value: string): boolean {
  const scheme = SCHEME.exec(value)?.[0] ?? '';
  const [beforeFragment = '', ...fragment] = value.slice(scheme.length).split('#');
  const [hierarchy = '', ...query] = beforeFragment.split('?');
  // Query and fragment: path characters, `/` and `?`; a second `#` is not one of them.
  if (fragment.length > 1 || !QUERY.test(query.join('?')) || !QUERY.test(fragment.join(''))) return false;
  if (hierarchy.startsWith('//')) {
    const end = hierarchy.indexOf('/', 2);
    const path = end < 0 ? '' : hierarchy.slice(end);
    return isAuthority(hierarchy.slice(2, end < 0 ? undefined : end)) && SEGMENTS.test(path);
  }
  // Without a scheme, a colon in the first segment would read as one (`a:b` is the URI of scheme `a`).
  const firstSegment = hierarchy.split('/')[0] ?? '';
  return SEGMENTS.test(hierarchy) && (scheme !== '' || !firstSegment.includes(':'));
}

/** `userinfo@host:port`, the host a name or a bracketed IPv6 address. */
function isAuthority(authority: string): boolean {
  const at = authority.indexOf('@');
  if (at >= 0 && !USERINFO.test(authority.slice(0, at))) return false;
  const hostPort = authority.slice(at + 1);
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    return close > 0 && isIpv6(hostPort.slice(1, close)) && PORT.test(hostPort.slice(close + 1));
  }
  const colon = hostPort.indexOf(':');
  const host = colon < 0 ? hostPort : hostPort.slice(0, colon);
  return REG_NAME.test(host) && PORT.test(colon < 0 ? '' : hostPort.slice(colon));
}

/** Each format's check; the spec's four are in formats.ts. */
export const GENERATOR_FORMAT_CHECKS: Readonly<Record<GeneratorFormat, (value: string) => boolean>> = {
  uuid: (value) => UUID.test(value),
  ipv4: (value) => IPV4.test(value),
  ipv6: isIpv6,
  // pydantic's own name for "an IPv4 or an IPv6 address" (ajv-formats does not know it and checks nothing).
  ipvanyaddress: (value) => IPV4.test(value) || isIpv6(value),
  hostname: isHostname,
  time: isTime,
  duration: (value) => DURATION.test(value),
  'uri-reference': isUriReference,
};

/** Whether `format` is one of this file's. */
export function isGeneratorFormat(format: string | undefined): format is GeneratorFormat {
  return format !== undefined && Object.hasOwn(GENERATOR_FORMAT_CHECKS, format);
}
