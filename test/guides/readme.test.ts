// The README is a user's first page, as npm shows it: what the library is, how to install it, a complete example
// (the official SDK's client over a named transport, the queue, the handler, the provider, the stylesheet) before
// line 40, the demo and test commands before line 60, the choice of guides, then short sections that link on.
// Every link resolves from the npm page: npm shows the README of the tarball, which holds neither docs/ nor
// examples/, so every link is absolute, into the GitHub repository package.json's `repository` names (its main
// branch: files under blob/, folders under tree/, images from raw.githubusercontent.com) or elsewhere over https;
// a relative link would lead nowhere from the npm page, and nowhere from node_modules either.
import { statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  brokenLink,
  CODE_LANGS,
  codeBlocks,
  docsPages,
  linksOf,
  REPOSITORY,
  read,
  repositoryPathOf,
  root,
} from './doc-pages.js';

const readme = read('README.md');
const lines = readme.split('\n');
const GUIDES = ['docs/in-page-client.md', 'docs/server-client.md', 'docs/own-components.md'];

/** The 1-based line of the first line matching `pattern`, or Infinity. */
const lineOf = (pattern: RegExp) => {
  const index = lines.findIndex((line) => pattern.test(line));
  return index < 0 ? Number.POSITIVE_INFINITY : index + 1;
};

describe('the README, a first page', () => {
  it('given the README, should be at most 300 lines', () => {
    expect(lines.length).toBeLessThanOrEqual(300);
  });

  it('given its opening, should name the package and say in one sentence what it is', () => {
    expect(lines[0]).toBe('# mcp-elicitation-react');
    const opening = readme.split('\n\n')[1] ?? '';
    expect(opening).toMatch(/elicitation/);
    expect(opening.match(/[.!?](\s|$)/g)).toHaveLength(1);
  });

  it('given its first 40 lines, should install the package, name its peers, and hold a complete example', () => {
    const install = codeBlocks(readme).find((block) => block.lang === 'sh');
    expect(install?.code).toMatch(/^npm i mcp-elicitation-react /);
    expect(install?.endLine).toBeLessThan(lineOf(/^<!-- examples\/guides\/quick-start\.tsx/));
    expect(lines.slice(0, 40).join('\n')).toMatch(/`react` and `react-dom` 18\.3 or 19/);
    const example = codeBlocks(readme).find((block) => block.file === 'examples/guides/quick-start.tsx');
    expect(example?.endLine).toBeLessThanOrEqual(40);
    // The file itself, which test/guides/guides.test.ts runs against a real MCP server.
    expect(example?.code).toBe(read('examples/guides/quick-start.tsx'));
    for (const part of [
      "import { Client } from '@modelcontextprotocol/sdk/client/index.js';",
      "import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';",
      "import 'mcp-elicitation-react/styles.css';",
      'createElicitationQueue()',
      'attachElicitationHandler(client, queue',
      '<ElicitationProvider queue={queue}>',
      'timeout: 600_000',
    ]) {
      expect(example?.code, part).toContain(part);
    }
    // The SDK line it uses is the one the install line installs.
    expect(install?.code).toContain('@modelcontextprotocol/sdk');
  });

  it('given its first 60 lines, should give the demo and test commands', () => {
    expect(lineOf(/^npm start\b/)).toBeLessThanOrEqual(60);
    expect(lineOf(/^npm test\b/)).toBeLessThanOrEqual(60);
  });

  it('given "Which way in?", should link exactly the three guides, after the example', () => {
    const start = readme.indexOf('\n## Which way in?\n');
    expect(start).toBeGreaterThan(0);
    const section = readme.slice(start + 1, readme.indexOf('\n## ', start + 1));
    const pages = linksOf(section)
      .map(repositoryPathOf)
      .filter((path) => path?.endsWith('.md'));
    expect(pages).toEqual(GUIDES);
  });

  it('given its code, should hold no block but the example that is not a shell command', () => {
    const code = codeBlocks(readme).filter((block) => CODE_LANGS.has(block.lang));
    expect(code.map((block) => block.file)).toEqual(['examples/guides/quick-start.tsx']);
  });

  it('given every docs page, should link each from the README or from a page it links (none is orphaned)', () => {
    const reached = new Set<string>();
    const visit = (page: string) => {
      for (const target of linksOf(read(page))) {
        const [path] = (page === 'README.md' ? (repositoryPathOf(target) ?? '') : target).split('#');
        if (!path || /^[a-z]+:/.test(path)) continue;
        const file = page === 'README.md' ? path : relative(root, join(root, dirname(page), path));
        if (file.startsWith('docs/') && file.endsWith('.md') && !reached.has(file)) {
          reached.add(file);
          visit(file);
        }
      }
    };
    visit('README.md');
    expect(docsPages().filter((page) => !reached.has(page))).toEqual([]);
  });
});

describe('the README’s links, as the npm page resolves them', () => {
  const manifest = JSON.parse(read('package.json')) as {
    repository: { type: string; url: string };
    homepage: string;
    bugs: { url: string };
    files: string[];
  };

  it('given package.json, should name the repository npm resolves relative links against, the homepage and bugs', () => {
    expect(manifest.repository).toEqual({ type: 'git', url: `git+${REPOSITORY}.git` });
    expect(manifest.homepage).toBe(`${REPOSITORY}#readme`);
    expect(manifest.bugs).toEqual({ url: `${REPOSITORY}/issues` });
  });

  it('given the tarball, should leave docs/ and examples/ out: their links resolve on GitHub, through `repository`', () => {
    // So a relative link cannot be checked against the tarball: it is checked against the repository below.
    expect(manifest.files.filter((path) => /^(docs|examples)\b/.test(path))).toEqual([]);
  });

  it('given every link, should be absolute: none relies on a file beside the README', () => {
    const links = linksOf(readme);
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((target) => !/^https:\/\//.test(target))).toEqual([]);
  });

  it('given every link into the repository, should name what exists on its main branch (a heading, with an anchor)', () => {
    const into = linksOf(readme).filter((target) =>
      /^https:\/\/(github\.com|raw\.githubusercontent\.com)\/mcp-elicitation-react\//.test(target),
    );
    expect(into.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const target of into) {
      const path = repositoryPathOf(target);
      if (path === undefined) problems.push(`${target}: not the repository's main branch`);
      else if (path === '') continue;
      else {
        const problem = brokenLink('README.md', path);
        if (problem) problems.push(problem);
        else {
          const file = path.split('#')[0] as string;
          const kind = target.includes('raw.githubusercontent.com')
            ? 'raw'
            : statSync(join(root, file)).isDirectory()
              ? 'tree'
              : 'blob';
          if (kind === 'raw' && !/\.(png|svg|jpe?g|gif)$/.test(file))
            problems.push(`${target}: raw bytes of a page`);
          if (kind !== 'raw' && !target.includes(`/${kind}/main/`))
            problems.push(`${target}: a ${kind}, not that`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('given an image, should take its bytes from raw.githubusercontent.com (a blob/ URL is a page, not a picture)', () => {
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map(([, target]) => target as string);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images)
      expect(image).toMatch(
        /^https:\/\/raw\.githubusercontent\.com\/mcp-elicitation-react\/mcp-elicitation-react\/main\//,
      );
  });

  it('given a link that breaks, should say so (the checks above can fail)', () => {
    expect(repositoryPathOf(`${REPOSITORY}/blob/main/docs/nowhere.md`)).toBe('docs/nowhere.md');
    expect(brokenLink('README.md', 'docs/nowhere.md')).toMatch(/no docs\/nowhere\.md/);
    expect(brokenLink('README.md', 'docs/bridge.md#no-such-heading')).toMatch(/no heading/);
    expect(repositoryPathOf(`${REPOSITORY}/blob/dev/docs/bridge.md`)).toBeUndefined();
  });

  it('given every other link, should be https', () => {
    const other = linksOf(readme).filter((link) => /^[a-z]+:/.test(link) && !link.startsWith(REPOSITORY));
    expect(other.filter((link) => !link.startsWith('https://'))).toEqual([]);
  });
});
