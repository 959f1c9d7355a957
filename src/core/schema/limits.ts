import { pointer } from '../wire/errors.js';

/**
 * Bounds on what a server may send, so a hostile request cannot freeze the page. A host may raise
 * or lower them (`limits` of the parse options and of the queue); the defaults fit every real elicitation we
 * have seen with room to spare: 100 fields, 1,000 options, 10,000 characters, 100,000 bytes, 64 levels.
 * @inline
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
  /** Levels of nested objects and arrays in the params; a real request needs about 8. */
  maxDepth: number;
}

/** The limits a request is held to unless the host passes its own (see `ElicitationLimits`). */
export const DEFAULT_LIMITS: Readonly<ElicitationLimits> = Object.freeze({
  maxFields: 100,
  maxOptions: 1000,
  maxTextLength: 10_000,
  maxRequestBytes: 100_000,
  maxDepth: 64,
});

export function resolveLimits(overrides?: Partial<ElicitationLimits>): ElicitationLimits {
  return { ...DEFAULT_LIMITS, ...overrides };
}

/** Where a request nests too deep, or refers to itself (which JSON cannot). */
export interface NestingProblem {
  kind: 'too-deep' | 'cycle';
  /** JSON pointer of the object or array found at `maxDepth`. */
  path: string;
}

interface Visit {
  value: unknown;
  key: string | number;
  depth: number;
  parent: Visit | undefined;
}

/**
 * Finds the first object or array nested `maxDepth` levels deep. Walks with its own stack, so 100,000 levels
 * cost no call stack, and stops after `maxNodes` values, since a request within the byte limit cannot hold more.
 *
 * @example
 * findNestingProblem({ a: [[[]]] }, 3, 1000); // { kind: 'too-deep', path: '/a/0/0' }
 */
export function findNestingProblem(
  root: unknown,
  maxDepth: number,
  maxNodes: number,
): NestingProblem | undefined {
  const stack: Visit[] = [{ value: root, key: '', depth: 0, parent: undefined }];
  for (let visited = 0; stack.length > 0 && visited < maxNodes; visited++) {
    const visit = stack.pop() as Visit;
    const { value, depth } = visit;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxDepth) return { kind: isInCycle(visit) ? 'cycle' : 'too-deep', path: pathOf(visit) };
    const keys: (string | number)[] = Array.isArray(value)
      ? value.map((_, index) => index)
      : Object.keys(value);
    for (const key of keys) {
      const child = (value as Record<string | number, unknown>)[key];
      stack.push({ value: child, key, depth: depth + 1, parent: visit });
    }
  }
  return undefined;
}

/** Checked only at the depth limit: a container that is its own ancestor is a cycle, not deep data. */
function isInCycle(visit: Visit): boolean {
  const ancestors = new Set<unknown>();
  for (let at: Visit | undefined = visit; at; at = at.parent) {
    if (ancestors.has(at.value)) return true;
    ancestors.add(at.value);
  }
  return false;
}

function pathOf(visit: Visit): string {
  const keys: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key);
  return pointer(...keys.reverse());
}
