/// <reference types="vite/client" />
// The theme's text as dist/styles.css ships it, for the tests that read its rules rather than apply them: the parts
// that src/styles/elicitation.css imports, joined by the build's own join (scripts/styles.mjs). The index alone is
// only @import lines; a test reading it would check nothing.
import { joinStyles } from '../../scripts/styles.mjs';
import index from '../../src/styles/elicitation.css?raw';

const parts = import.meta.glob<string>('../../src/styles/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The whole theme, its parts in cascade order. */
export const themeCss = joinStyles(index, (part) => parts[`../../src/styles/${part}`]);
