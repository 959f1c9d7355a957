// The README and the pages of docs/ as the tests read them: their code blocks, the files those blocks are, their
// links and headings. Shared by test/guides (every page) and test/frameworks/docs-recipes.test.ts (the recipes).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The pages written for readers: docs/**.md, but the locale glossaries (their own set, held by their own tests). */
export function docsPages(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(join(root, folder)).sort()) {
      const path = `${folder}/${name}`;
      if (statSync(join(root, path)).isDirectory()) {
        if (path !== 'docs/locales' && path !== 'docs/api' && path !== 'docs/images') walk(path);
      } else if (name.endsWith('.md')) found.push(path);
    }
  };
  walk('docs');
  return found;
}

/** A fenced code block: its language, its code, the line its opening fence is on, and the file a marker names. */
export interface CodeBlock {
  readonly lang: string;
  readonly code: string;
  /** 1-based line of the closing fence. */
  readonly endLine: number;
  /** The file the `<!-- path: … -->` comment right above the fence names, if any. */
  readonly file?: string;
}

export function codeBlocks(text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const match of text.matchAll(/(?:<!-- ([^\s:]+):? [^>]*-->\n)?```(\w*)\n([\s\S]*?)```/g)) {
    const [whole, file, lang, code] = match;
    const endLine = text.slice(0, (match.index ?? 0) + whole.length).split('\n').length;
    blocks.push({ lang: lang ?? '', code: code ?? '', endLine, ...(file ? { file } : {}) });
  }
  return blocks;
}

/** Languages whose blocks must be files that tsc checks (or, for jsonc, a file the example's own tooling reads). */
export const CODE_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'jsonc', 'json']);

/** Every link of a markdown text: `[text](target)` and `<img src="target">`, code spans left out. */
export function linksOf(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [
    ...[...prose.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target as string),
    ...[...prose.matchAll(/<img [^>]*src="([^"]+)"/g)].map(([, target]) => target as string),
  ];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
export const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');

export const anchorsOf = (text: string) =>
  new Set(
    [...text.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)].map(([, h]) => anchorOf(h ?? '')),
  );

/** The repository on GitHub, as package.json's `repository` names it: the README links into it absolutely. */
export const REPOSITORY = 'https://github.com/mcp-elicitation-react/mcp-elicitation-react';
const RAW = 'https://raw.githubusercontent.com/mcp-elicitation-react/mcp-elicitation-react/main/';

/**
 * The repository path (with its anchor) an absolute link into the repository names: a file (`blob/main/…`), a folder
 * (`tree/main/…`) or an image's bytes (raw.githubusercontent.com, `main/…`); '' for the repository's own page, and
 * undefined for a link elsewhere (or into another branch: only main is what a reader of the npm page gets).
 */
export function repositoryPathOf(target: string): string | undefined {
  if (target === REPOSITORY || target === `${REPOSITORY}/issues`) return '';
  if (target.startsWith(RAW)) return target.slice(RAW.length);
  const [, path] =
    /^https:\/\/github\.com\/mcp-elicitation-react\/mcp-elicitation-react\/(?:blob|tree)\/main\/(.+)$/.exec(
      target,
    ) ?? [];
  return path;
}

/**
 * Why a relative link of `page` does not resolve in the repository, or undefined when it does: its file (or folder)
 * exists, and an anchor names a heading of the markdown file it points into.
 */
export function brokenLink(page: string, target: string): string | undefined {
  const [path, anchor] = target.split('#');
  const file = path ? relative(root, join(root, dirname(page), path)) : page;
  if (file.startsWith('..')) return `${target} leaves the repository`;
  if (!existsSync(join(root, file))) return `${target}: no ${file}`;
  if (anchor === undefined) return undefined;
  if (!file.endsWith('.md')) return `${target}: an anchor into a file that is not markdown`;
  return anchorsOf(read(file)).has(anchor) ? undefined : `${target}: no heading #${anchor} in ${file}`;
}
