// The framework recipes are pages of docs/frameworks/ whose code is their example, whole: each block is one file
// of the example, character for character (test/guides/guides.test.ts holds every page's blocks to their files),
// and here each recipe shows every file of its example, so nothing a reader copies leaves a line or a file out. The
// examples themselves are type-checked against the packed package (test/guides/packed.test.ts) and run end to end by
// the tests beside this one and test/ai-sdk.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeBlocks, linksOf, read, repositoryPathOf, root } from '../guides/doc-pages.js';

/**
 * Each recipe page → the example folders whose files it shows (`!` a folder shown by another page). assistant-ui and
 * CopilotKit run on next-ai-sdk's server; CopilotKit's AG-UI agent is a route of it, shown on CopilotKit's page.
 */
const RECIPES: Record<string, string[]> = {
  'docs/frameworks/next-ai-sdk.md': ['examples/next-ai-sdk', '!examples/next-ai-sdk/app/api/agent'],
  'docs/frameworks/assistant-ui.md': ['examples/assistant-ui'],
  'docs/frameworks/copilotkit.md': ['examples/copilotkit', 'examples/next-ai-sdk/app/api/agent'],
  'docs/frameworks/mastra.md': ['examples/mastra'],
  'docs/frameworks/openai-agents.md': ['examples/openai-agents'],
  'docs/frameworks/langgraph.md': ['examples/langgraph'],
  'docs/frameworks/cloudflare-agents.md': ['examples/cloudflare-agents'],
};

/** The files of an example a reader copies: its code and configuration, not its README or the repository's tsconfig. */
function exampleFiles(folder: string): string[] {
  return readdirSync(join(root, folder))
    .flatMap((name) => {
      const path = `${folder}/${name}`;
      return statSync(join(root, path)).isDirectory() ? exampleFiles(path) : [path];
    })
    .filter((path) => !/\/(README\.md|tsconfig\.json)$/.test(path))
    .sort();
}

describe('the framework recipes', () => {
  it('given the README’s Frameworks table, should link every recipe page', () => {
    const readme = read('README.md');
    const section = readme.slice(
      readme.indexOf('\n## Frameworks\n'),
      readme.indexOf('\n## ', readme.indexOf('\n## Frameworks\n') + 1),
    );
    const linked = linksOf(section).map(repositoryPathOf);
    expect(linked).toEqual(expect.arrayContaining(Object.keys(RECIPES)));
  });

  it.each(Object.entries(RECIPES))(
    'given %s, should show every file of its example, whole',
    (page, folders) => {
      const shown = codeBlocks(read(page))
        .map((block) => block.file)
        .filter((file): file is string => file !== undefined);
      const shows = folders.filter((folder) => !folder.startsWith('!')).flatMap(exampleFiles);
      const elsewhere = folders
        .filter((folder) => folder.startsWith('!'))
        .flatMap((folder) => exampleFiles(folder.slice(1)));
      expect([...new Set(shown)].sort()).toEqual(shows.filter((file) => !elsewhere.includes(file)).sort());
      expect(read(page)).toMatch(/```sh\nnpm i mcp-elicitation-react /);
    },
  );
});
