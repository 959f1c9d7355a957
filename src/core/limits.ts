/**
 * Bounds on what a server may send, so a hostile request cannot freeze the page. A host may raise
 * or lower them; the defaults fit every real elicitation we have seen with room to spare.
 */
export interface ElicitationLimits {
  /** Properties in `requestedSchema`. */
  maxFields: number;
  /** Options of one select field. */
  maxOptions: number;
  /** Characters of any one text: message, title, description, option label, default, pattern. */
  maxTextLength: number;
  /** UTF-8 bytes of the whole request params, serialised as JSON. */
  maxRequestBytes: number;
}

export const DEFAULT_LIMITS: Readonly<ElicitationLimits> = Object.freeze({
  maxFields: 100,
  maxOptions: 1000,
  maxTextLength: 10_000,
  maxRequestBytes: 100_000,
});

export function resolveLimits(overrides?: Partial<ElicitationLimits>): ElicitationLimits {
  return { ...DEFAULT_LIMITS, ...overrides };
}
