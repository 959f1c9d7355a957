import type { RunOptions } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules about a whole page, which the host app owns: a story or a test renders our component alone on an otherwise
 * empty page, where these would fail for the page, not for anything the library renders.
 */
const hostPageRules = [
  // All content inside landmarks: the host's <main> and friends, not ours.
  'region',
  'landmark-one-main',
  // A page-level <h1>: our dialog's title is an <h2> inside the host's page.
  'page-has-heading-one',
];

/**
 * The axe run options every Storybook story (`.storybook/preview.ts`) and every browser test
 * (`expectNoAxeViolations`) is held to.
 *
 * @example
 * await axe.run(document.body, axeRunOptions);
 */
export const axeRunOptions = {
  runOnly: { type: 'tag', values: axeTags },
  rules: Object.fromEntries(hostPageRules.map((id) => [id, { enabled: false }])),
} satisfies RunOptions;
