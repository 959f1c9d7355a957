// The worst-case cost of running a parsed pattern on a text of n characters, from its shape alone: how many ways
// each part can end (what follows is retried from each) and how many characters it scans. The rules, and what
// pattern.ts does with the figure, are told at the top of pattern.ts.
import { type CharSet, intersects, type RegexNode, UnsafeRegexError, union } from './regex-syntax.js';

/** A repetition of more than this many times is treated as unbounded. */
const SMALL_REPEAT = 16;

/** The cost of `node` when followed by something that can start with a character of `follow`. */
function measure(node: RegexNode, follow: CharSet, n: number): Cost {
  switch (node.type) {
    case 'char':
    case 'assert':
      return { ways: 1, work: 1 };
    case 'seq': {
      let ways = 1;
      let work = 0;
      let after = follow;
      for (let index = node.items.length - 1; index >= 0; index--) {
        const item = node.items[index] as RegexNode;
        const cost = measure(item, after, n);
        ways *= cost.ways;
        work += cost.work;
        after = nullable(item) ? union(first(item), after) : first(item);
      }
      return { ways, work };
    }
    case 'alt': {
      const costs = node.branches.map((branch) => measure(branch, follow, n));
      // Branches that can start alike are each tried; otherwise at most one gets past its first character.
      const overlapping = node.branches.some(
        (branch, index) =>
          nullable(branch) ||
          node.branches.some((other, j) => j > index && intersects(first(branch), first(other))),
      );
      const ways = overlapping
        ? costs.reduce((sum, cost) => sum + cost.ways, 0)
        : Math.max(...costs.map((cost) => cost.ways));
      return { ways, work: costs.reduce((sum, cost) => sum + cost.work, 0) };
    }
    case 'repeat': {
      const { body, min, max } = node;
      const large = max > SMALL_REPEAT;
      const count = Math.min(max, n);
      const ambiguous = intersects(first(body), follow);
      if (body.type === 'char') {
        return { ways: ambiguous ? Math.max(1, count - min + 1) : 1, work: count };
      }
      const inner = measure(body, union(first(body), follow), n);
      if (large) {
        if (inner.ways > 1 || nullable(body)) throw new UnsafeRegexError('exponential');
        // Each pass of a body that matches one way consumes its own characters: the passes together
        // scan the text about once, however many there are.
        return {
          ways: ambiguous ? Math.max(1, count - min + 1) : 1,
          work: Math.min(count * inner.work, 2 * n + count),
        };
      }
      return {
        ways: inner.ways ** max * (ambiguous ? max - min + 1 : 1),
        work: max * inner.work,
      };
    }
    default:
      return node satisfies never;
  }
}

interface Cost {
  /** How many times what follows may be retried from here. */
  ways: number;
  /** Characters scanned, additively. */
  work: number;
}

/**
 * Worst-case steps of one check of a text of `n` characters. Throws `UnsafeRegexError` for a group repeated
 * without bound whose body can match one text in more than one way (exponential).
 *
 * @example
 * worstCaseSteps(parseRegex('^\\d+-$'), 1_000); // linear in n
 */
export function worstCaseSteps(tree: RegexNode, n: number): number {
  const { ways, work } = measure(tree, [], n);
  return (isAnchored(tree) ? 1 : n) * ways * (1 + work);
}

const firsts = new WeakMap<RegexNode, CharSet>();

/** The characters a match of `node` can start with. */
function first(node: RegexNode): CharSet {
  const known = firsts.get(node);
  if (known) return known;
  let set: CharSet;
  switch (node.type) {
    case 'char':
      set = node.set;
      break;
    case 'assert':
      set = [];
      break;
    case 'seq': {
      set = [];
      for (const item of node.items) {
        set = union(set, first(item));
        if (!nullable(item)) break;
      }
      break;
    }
    case 'alt':
      set = node.branches.reduce<CharSet>((all, branch) => union(all, first(branch)), []);
      break;
    case 'repeat':
      set = first(node.body);
      break;
    default:
      return node satisfies never;
  }
  firsts.set(node, set);
  return set;
}

/** Whether `node` can match without consuming a character. */
function nullable(node: RegexNode): boolean {
  switch (node.type) {
    case 'char':
      return false;
    case 'assert':
      return true;
    case 'seq':
      return node.items.every(nullable);
    case 'alt':
      return node.branches.some(nullable);
    case 'repeat':
      return node.min === 0 || nullable(node.body);
    default:
      return node satisfies never;
  }
}

/** Whether every match must start at the beginning of the text (`^`, no multiline flag). */
function isAnchored(node: RegexNode): boolean {
  switch (node.type) {
    case 'assert':
      return node.start;
    case 'seq':
      return node.items.length > 0 && isAnchored(node.items[0] as RegexNode);
    case 'alt':
      return node.branches.every(isAnchored);
    case 'char':
    case 'repeat':
      return false;
    default:
      return node satisfies never;
  }
}
