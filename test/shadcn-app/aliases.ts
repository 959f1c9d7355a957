import { fileURLToPath } from 'node:url';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The imports of a shadcn host of this repository's source: `@/` is the app (as components.json says), and the
 * package's entries it uses (the main one, core, the react-hook-form adapter, the file draft, a locale) are read from src/ (an installed
 * host reads them from node_modules).
 */
export const shadcnAppAliases = [
  { find: /^@\//, replacement: `${at('./')}` },
  { find: /^mcp-elicitation-react\/locales\/([\w-]+)$/, replacement: `${at('../../src/locales/')}$1.ts` },
  { find: /^mcp-elicitation-react\/drafts\/sep2631$/, replacement: at('../../src/drafts-sep2631.ts') },
  { find: /^mcp-elicitation-react\/core$/, replacement: at('../../src/core/index.ts') },
  { find: /^mcp-elicitation-react\/react-hook-form$/, replacement: at('../../src/react-hook-form/index.ts') },
  { find: /^mcp-elicitation-react$/, replacement: at('../../src/index.ts') },
];
