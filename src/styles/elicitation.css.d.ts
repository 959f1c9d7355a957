// Types for `import 'mcp-elicitation-react/styles.css'` (shipped as dist/styles.css.d.ts): the stylesheet is
// imported for its side effect only, and TypeScript 7 (or 5.x with `noUncheckedSideEffectImports`)
// rejects a side-effect import it cannot resolve to a declaration.
export {};
