import type { FieldModel } from '../schema/model.js';

/**
 * RFC 3339 lets one instant be written several ways: with the person's offset or in UTC (`Z`), with or without
 * a fraction of a second. A server's own `pattern` may accept only some of them — zod 4's `z.iso.datetime()`
 * takes UTC only, `{ precision: 3 }` UTC with milliseconds — so the form tries the spellings of the instant
 * picked, the person's own offset first, and sends the first the pattern accepts. It never sends another
 * instant: when none fits, the first is sent to validation, which reports the pattern.
 */

/** A wall-clock time as read from the input, and the offset (minutes east of UTC) it is read in. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** The typed fraction with its dot (`.5`), or `''`. */
  fraction: string;
  offset: number;
}

const patterns = new WeakMap<FieldModel, RegExp | null>();

/** The field's pattern, compiled once per field (it passed the guard of pattern.ts when compiled). */
function patternOf(field: FieldModel): RegExp | null {
  let pattern = patterns.get(field);
  if (pattern === undefined) {
    pattern = field.pattern === undefined ? null : new RegExp(field.pattern, 'u');
    patterns.set(field, pattern);
  }
  return pattern;
}

/**
 * The spellings of the instant `wall` names, in the order the form prefers them.
 *
 * @example
 * instantSpellings({ year: 2026, month: 3, day: 1, hour: 14, minute: 30, second: 0, fraction: '', offset: 480 });
 * // ['2026-03-01T14:30:00+08:00', '2026-03-01T06:30:00Z', '2026-03-01T14:30:00.000+08:00', '2026-03-01T06:30:00.000Z']
 */
export function instantSpellings(wall: WallClock): string[] {
  const local = `${dateText(wall.year, wall.month, wall.day)}T${timeText(wall.hour, wall.minute, wall.second)}`;
  const asIfUtc = new Date(Date.UTC(2000, 0, 1, wall.hour, wall.minute, wall.second));
  asIfUtc.setUTCFullYear(wall.year, wall.month - 1, wall.day); // years 0–99 would otherwise mean 1900–1999
  const utc = new Date(asIfUtc.getTime() - wall.offset * 60_000);
  const year = utc.getUTCFullYear();
  const inUtc =
    wall.offset === 0 || year < 0 || year > 9999
      ? undefined
      : `${dateText(year, utc.getUTCMonth() + 1, utc.getUTCDate())}T${timeText(utc.getUTCHours(), utc.getUTCMinutes(), utc.getUTCSeconds())}`;
  const offset = offsetText(wall.offset);
  const spellings = [`${local}${wall.fraction}${offset}`];
  if (inUtc) spellings.push(`${inUtc}${wall.fraction}Z`);
  // Milliseconds exactly (zod's `precision: 3`), when the typed fraction is shorter: nothing of it is lost.
  const digits = wall.fraction.slice(1);
  if (digits.length < 3) {
    const milliseconds = `.${digits.padEnd(3, '0')}`;
    spellings.push(`${local}${milliseconds}${offset}`);
    if (inUtc) spellings.push(`${inUtc}${milliseconds}Z`);
  }
  return spellings;
}

/**
 * The first of `spellings` the field's own pattern accepts (the first when it has none, or none fits).
 *
 * @example
 * spellingFor(zodUtcField, ['2026-03-01T14:30:00+08:00', '2026-03-01T06:30:00Z']); // '2026-03-01T06:30:00Z'
 */
export function spellingFor(field: FieldModel, spellings: readonly string[]): string {
  const pattern = patternOf(field);
  const first = spellings[0] ?? '';
  if (!pattern) return first;
  return spellings.find((spelling) => pattern.test(spelling)) ?? first;
}

/** `Z` for UTC, else `±HH:MM` (RFC 3339 wants the colon). */
export function offsetText(minutesEast: number): string {
  if (minutesEast === 0) return 'Z';
  const sign = minutesEast > 0 ? '+' : '-';
  const absolute = Math.abs(minutesEast);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

function dateText(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

function timeText(hour: number, minute: number, second: number): string {
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
