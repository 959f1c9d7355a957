// The theme's parts and their one order: src/styles/elicitation.css imports each part, and this module reads that
// list, so the build (copy-styles.mjs) and the tests that read the theme's text join the same files the same way
// that Vite inlines them for the tests, stories and demo. Pure: the caller reads the files.

/** The stylesheet that lists the theme's parts, from the repository's root. */
export const STYLES_INDEX = 'src/styles/elicitation.css';

/**
 * The parts `index` imports, in order, as file names beside it (`tokens.css`, …).
 *
 * @param {string} index the text of src/styles/elicitation.css
 * @returns {string[]}
 * @throws {Error} when the index holds anything but comments and `@import "./part.css";` lines, so that a rule
 *   written there could not be left out of dist/styles.css.
 * @example
 * styleParts('@import "./tokens.css";\n@import "./base.css";\n'); // ['tokens.css', 'base.css']
 */
export function styleParts(index) {
  const rest = index.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^@import "\.\/([\w-]+\.css)";$/gm, '');
  if (rest.trim() !== '') {
    throw new Error(
      `${STYLES_INDEX} holds only comments and @import "./part.css"; lines, found: ${rest.trim()}`,
    );
  }
  return [...index.matchAll(/^@import "\.\/([\w-]+\.css)";$/gm)].map(
    (match) => /** @type {string} */ (match[1]),
  );
}

/**
 * The theme as shipped (dist/styles.css): the parts in the index's order, one blank line between two.
 *
 * @param {string} index the text of src/styles/elicitation.css
 * @param {(part: string) => string | undefined} read a part's text by its file name
 * @returns {string}
 * @throws {Error} when a part cannot be read.
 * @example
 * joinStyles(readFileSync(STYLES_INDEX, 'utf8'), (part) => readFileSync(`src/styles/${part}`, 'utf8'));
 */
export function joinStyles(index, read) {
  return styleParts(index)
    .map((part) => {
      const text = read(part);
      if (text === undefined) throw new Error(`${STYLES_INDEX} imports ${part}, which is not there`);
      return text;
    })
    .join('\n');
}
