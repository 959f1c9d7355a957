import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** esbuild's bundle of `entry` (exports from `src/`), in memory, as ESM, React external (and `external`). */
function bundle(
  entry: string,
  options: Pick<BuildOptions, 'minify' | 'splitting' | 'outdir' | 'charset'>,
  external: string[] = [],
) {
  return build({
    stdin: {
      contents: entry,
      resolveDir: fileURLToPath(new URL('../../src/', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'silent',
    metafile: true,
    external: ['react', 'react-dom', 'react/jsx-runtime', ...external],
    ...options,
  });
}

/**
 * The modules a bundle of `entry` (exports from `src/`) carries code of, React external (and `external`: e.g. the
 * chunks loaded on demand, left out as the size budgets leave them out).
 */
async function modulesOf(entry: string, external: string[] = []): Promise<string[]> {
  const result = await bundle(entry, {}, external);
  // Modules whose code ends up in the bundle (a module read only for an import that tree-shaking dropped is not).
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output?.inputs ?? {})
    .filter(([, use]) => use.bytesInOutput > 0)
    .map(([path]) => path);
}

/** The chunks a page loads on demand (`import()`), by file. */
const ON_DEMAND = ['*option-combobox.js', '*file-picker.js', '*analyze-url.js', '*url-consent.js'];

/**
 * What a page loads at once for `entry`: the modules and the code of its chunk and of the chunks it imports
 * statically, not of those it loads on demand (`import()`, such as the file picker), React external.
 */
async function eagerOf(entry: string): Promise<{ modules: string[]; code: string }> {
  const result = await bundle(entry, {
    splitting: true,
    outdir: 'eager-out',
    charset: 'utf8',
  });
  const { outputs } = result.metafile;
  const start = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === '<stdin>');
  const eager = new Set<string>();
  const visit = (path: string | undefined) => {
    if (path === undefined || eager.has(path) || !outputs[path]) return;
    eager.add(path);
    for (const link of outputs[path].imports) if (link.kind === 'import-statement') visit(link.path);
  };
  visit(start);
  const modules = [...eager].flatMap((path) =>
    Object.entries(outputs[path]?.inputs ?? {})
      .filter(([, use]) => use.bytesInOutput > 0)
      .map(([input]) => input),
  );
  const code = result.outputFiles
    .filter((file) => [...eager].some((path) => file.path.endsWith(`/${path}`)))
    .map((file) => file.text)
    .join('\n');
  return { modules, code };
}

/**
 * The code a bundle of `entry` (exports from `src/`) carries, minified, React external, the file picker (a chunk a
 * form loads only for a file field) left out as a bundler that splits chunks would.
 */
async function codeOf(entry: string, external = ['*file-picker.js']): Promise<string> {
  const result = await bundle(entry, { minify: true }, external);
  return result.outputFiles.map((file) => file.text).join('\n');
}

describe('what a bundle pulls in', () => {
  it('given parseFormRequest and validateContent / should leave the URL analysis and the public-suffix list out', async () => {
    const modules = await modulesOf(
      "export { parseFormRequest } from './core/request/parse-form-request.ts'; export { validateContent } from './core/answer/validate.ts';",
    );
    expect(modules).toContain('src/core/request/parse-form-request.ts');
    expect(modules.filter((path) => /tldts|punycode|\/core\/url\//.test(path))).toEqual([]);
  });

  it('given the form-only queue and the provider (its dialog) / should leave the URL analysis and the public-suffix list out', async () => {
    const formOnly = await modulesOf(
      "export { createFormElicitationQueue } from './core/host/create-queue.ts'; export { ElicitationProvider } from './react/provider/provider.tsx';",
    );
    expect(formOnly).toContain('src/core/host/create-queue.ts');
    expect(formOnly).toContain('src/core/flow/elicitation-flow.ts');
    expect(formOnly).toContain('src/react/dialog/dialog-view.tsx');
    expect(formOnly.filter((path) => path.includes('@radix-ui/react-dialog')).length).toBeGreaterThan(0);
    const urlAnalysis = (modules: string[]) =>
      modules.filter((path) => /tldts|\/core\/url\/analyze-url\.ts$/.test(path));
    expect(urlAnalysis(formOnly)).toEqual([]);
    // The check can fail: the default queue, which parses both modes, brings them (loaded on demand: see below).
    const both = await modulesOf(
      "export { createElicitationQueue } from './core/host/create-queue.ts'; export { ElicitationProvider } from './react/provider/provider.tsx';",
    );
    expect(urlAnalysis(both).length).toBeGreaterThan(0);
  });

  it('given the dialog, the default queue with the provider, the panel, the remote queue or the whole main entry / should import tldts nowhere at once: the URL analysis and the URL consent view come on demand', async () => {
    const onDemand = (modules: string[]) =>
      modules.filter((path) =>
        /tldts|\/core\/url\/(analyze-url|lookalike|scripts)\.ts$|\/react\/url\/url-consent\.tsx$/.test(path),
      );
    for (const entry of [
      "export { ElicitationDialog } from './index.ts';",
      "export { createElicitationQueue, ElicitationProvider } from './index.ts';",
      "export { ElicitationPanel, useElicitationFlow } from './index.ts';",
      "export { createRemoteElicitationQueue, ElicitationProvider } from './index.ts';",
      "export * from './index.ts';",
    ]) {
      const { modules } = await eagerOf(entry);
      expect(modules, entry).toContain('src/core/url/analysis-loader.ts');
      expect(onDemand(modules), entry).toEqual([]);
    }
    // The check can fail: loaded on demand, they are in the bundle (a bundle without chunks inlines them).
    const inlined = onDemand(await modulesOf("export { ElicitationDialog } from './index.ts';"));
    expect(inlined).toContain('src/core/url/analyze-url.ts');
    expect(inlined).toContain('src/react/url/url-consent.tsx');
    expect(inlined.filter((path) => path.includes('node_modules/tldts')).length).toBeGreaterThan(0);
    // And /core, whose parseElicitRequest analyses at once, imports them at once.
    expect(onDemand((await eagerOf("export * from './core/index.ts';")).modules).length).toBeGreaterThan(0);
  });

  it('given the bridge / should import tldts nowhere at once: it checks URLs without analysing them', async () => {
    const { modules } = await eagerOf("export * from './bridge/index.ts';");
    expect(modules).toContain('src/core/request/parse-on-demand.ts');
    expect(modules.filter((path) => /tldts|\/core\/url\/analyze-url\.ts$/.test(path))).toEqual([]);
  });

  it("given the form path (ElicitationForm, validateContent) / should leave the dialog's texts out", async () => {
    const modules = await modulesOf(
      "export { ElicitationForm } from './react/form/elicitation-form.tsx'; export { validateContent } from './core/answer/validate.ts';",
    );
    expect(modules).toContain('src/core/messages/form-en.ts');
    expect(
      modules.filter((path) => /messages\/(en|zh-CN|index)\.ts$|react\/shared\/i18n\.tsx$/.test(path)),
    ).toEqual([]);
  });

  it('given openElicitationUrl alone / should leave the URL analysis and the public-suffix list out', async () => {
    const modules = await modulesOf("export { openElicitationUrl } from './core/url/open-url.ts';");
    expect(modules).toContain('src/core/url/block.ts');
    expect(
      modules.filter((path) => /tldts|punycode|\/url\/(analyze-url|lookalike|scripts)\.ts$/.test(path)),
    ).toEqual([]);
  });

  it('given the inline panel and the flow hook / should leave the Radix dialog out, which the dialog pulls in', async () => {
    const radixDialog = (modules: string[]) =>
      modules.filter((path) => path.includes('@radix-ui/react-dialog'));
    const panel = await modulesOf(
      "export { ElicitationPanel } from './react/panel/elicitation-panel.tsx'; export { useElicitationFlow } from './react/flow/use-elicitation-flow.ts';",
    );
    expect(panel).toContain('src/react/panel/elicitation-panel.tsx');
    expect(radixDialog(panel)).toEqual([]);
    const dialog = await modulesOf(
      "export { ElicitationDialog } from './react/dialog/elicitation-dialog.tsx';",
    );
    expect(radixDialog(dialog).length).toBeGreaterThan(0);
  });

  it('given parseElicitRequest and the public useI18n / should pull in the URL analysis and every text (the checks above can fail)', async () => {
    const modules = await modulesOf(
      "export { parseElicitRequest } from './core/request/parse-elicit-request.ts'; export { useI18n } from './react/shared/i18n.tsx';",
    );
    expect(modules).toContain('src/core/url/analyze-url.ts');
    expect(modules).toContain('src/core/messages/en.ts');
  });

  it('given the main entry or /core / should never pull in react-hook-form, which only the adapter entry imports', async () => {
    const hookForm = (modules: string[]) => modules.filter((path) => path.includes('react-hook-form'));
    expect(hookForm(await modulesOf("export * from './index.ts';"))).toEqual([]);
    expect(hookForm(await modulesOf("export * from './core/index.ts';"))).toEqual([]);
    // The check can fail: the adapter entry brings react-hook-form's own code.
    const adapter = await modulesOf("export * from './react-hook-form/index.ts';");
    expect(adapter.filter((path) => path.includes('node_modules/react-hook-form/')).length).toBeGreaterThan(
      0,
    );
    expect(adapter).toContain('src/react-hook-form/resolver.ts');
  });

  it('given the main entry or /core / should never pull in @modelcontextprotocol/ext-apps, which only the apps entry imports', async () => {
    const extApps = (modules: string[]) =>
      modules.filter(
        (path) =>
          path.includes('node_modules/@modelcontextprotocol/ext-apps/') || path.startsWith('src/apps/'),
      );
    expect(extApps(await modulesOf("export * from './index.ts';"))).toEqual([]);
    expect(extApps(await modulesOf("export * from './core/index.ts';"))).toEqual([]);
    // The check can fail: the apps entry brings ext-apps' host bridge.
    const apps = await modulesOf("export * from './apps/index.ts';");
    expect(
      apps.filter((path) => path.includes('node_modules/@modelcontextprotocol/ext-apps/')).length,
    ).toBeGreaterThan(0);
    expect(apps).toContain('src/apps/app-frame.tsx');
  });

  it('given the main entry or /core / should never pull in @agentclientprotocol/sdk, which only the acp entry imports', async () => {
    const acp = (modules: string[]) =>
      modules.filter(
        (path) => path.includes('node_modules/@agentclientprotocol/sdk/') || path.startsWith('src/acp/'),
      );
    expect(acp(await modulesOf("export * from './index.ts';"))).toEqual([]);
    expect(acp(await modulesOf("export * from './core/index.ts';"))).toEqual([]);
    // The check can fail: the acp entry brings the SDK's RequestError and method names.
    const entry = await modulesOf("export * from './acp/index.ts';");
    expect(
      entry.filter((path) => path.includes('node_modules/@agentclientprotocol/sdk/')).length,
    ).toBeGreaterThan(0);
    expect(entry).toContain('src/acp/attach-acp.ts');
    // And no React: it is no React entry.
    expect(entry.filter((path) => /src\/react\/|node_modules\/react/.test(path))).toEqual([]);
  });

  it('given the main entry or /core / should never pull in @modelcontextprotocol/client, which only the openai-agents entry imports', async () => {
    const sdk = (modules: string[]) =>
      modules.filter(
        (path) =>
          path.includes('node_modules/@modelcontextprotocol/client/') ||
          path.startsWith('src/openai-agents/'),
      );
    expect(sdk(await modulesOf("export * from './index.ts';"))).toEqual([]);
    expect(sdk(await modulesOf("export * from './core/index.ts';"))).toEqual([]);
    // The check can fail: the entry brings the official client it builds.
    const entry = await modulesOf("export * from './openai-agents/index.ts';");
    expect(
      entry.filter((path) => path.includes('node_modules/@modelcontextprotocol/client/')).length,
    ).toBeGreaterThan(0);
    expect(entry).toContain('src/openai-agents/eliciting-mcp-server.ts');
    expect(entry.filter((path) => /src\/react\/|node_modules\/react/.test(path))).toEqual([]);
  });

  it("given the main entry or /core / should leave the app chrome's words out, which only the apps entry carries", async () => {
    const appWords = (modules: string[]) =>
      modules.filter((path) => /src\/core\/messages\/app(-en|-zh-CN)?\.ts$/.test(path));
    expect(appWords(await modulesOf("export * from './index.ts';"))).toEqual([]);
    expect(appWords(await modulesOf("export * from './core/index.ts';"))).toEqual([]);
    // The check can fail: the apps entry brings its en and zh-CN words.
    expect(appWords(await modulesOf("export * from './apps/index.ts';")).sort()).toEqual([
      'src/core/messages/app-en.ts',
      'src/core/messages/app-zh-CN.ts',
      'src/core/messages/app.ts',
    ]);
  });

  it('given /core (compile, parse, validateContent) / should leave the SEP-2631 file code out, which only the drafts/sep2631 entry carries', async () => {
    const fileCode = (modules: string[]) =>
      modules.filter((path) =>
        /src\/core\/(schema\/(file-draft|file-field|file-input|data-uri|file-types)|messages\/file-size)\.ts$/.test(
          path,
        ),
      );
    expect(fileCode(await modulesOf("export * from './core/index.ts';"))).toEqual([]);
    // The check can fail: the draft's entry brings all of it.
    expect(fileCode(await modulesOf("export * from './drafts-sep2631.ts';"))).toHaveLength(6);
  });

  it("given the main entry or /core / should carry none of SEP-2631's reading of x-mcp-file, its transferModes notices and its refusals, which only the draft value carries", async () => {
    // What compile said of a file field before the draft took it over: the keyword, its checks and their words.
    const fileTraits = (code: string) =>
      [
        'x-mcp-file',
        'transferModes',
        'file-input-ignored',
        'file-transfer-unsupported',
        'does not apply to a file field',
      ].filter((trait) => code.includes(trait));
    expect(fileTraits(await codeOf("export * from './index.ts';"))).toEqual([]);
    expect(fileTraits(await codeOf("export * from './core/index.ts';"))).toEqual([]);
    // The check can fail: the draft's entry carries every one of them.
    expect(fileTraits(await codeOf("export * from './drafts-sep2631.ts';"))).toHaveLength(5);
  });

  it('given the main entry or /core / should load none of SEP-2631’s words at once: they come with fileInputs', async () => {
    const fileWords = (modules: string[]) =>
      modules.filter((path) => /src\/core\/messages\/file-(en|zh-CN|messages)\.ts$/.test(path));
    // The words themselves, English and Chinese, wherever a module might hold them.
    const wordsIn = (code: string) =>
      ['Drop a file here', 'Choose a file of at most', '将文件拖放到此处'].filter((word) =>
        code.includes(word),
      );
    for (const entry of ["export * from './index.ts';", "export * from './core/index.ts';"]) {
      const { modules, code } = await eagerOf(entry);
      expect(modules, entry).toContain('src/core/answer/validate.ts');
      expect(fileWords(modules), entry).toEqual([]);
      expect(wordsIn(code), entry).toEqual([]);
    }
    // The checks can fail: the drafts entry, and the main entry's picker loaded on demand, carry all of them.
    const draft = await eagerOf("export * from './drafts-sep2631.ts';");
    expect(fileWords(draft.modules)).toHaveLength(3);
    expect(wordsIn(draft.code)).toHaveLength(3);
    expect(fileWords(await modulesOf("export * from './index.ts';"))).toHaveLength(3);
  });

  it("given the main entry, /core or the bridge / should carry none of SEP-2643's code nor words: they come with authorizationDenials", async () => {
    const denialCode = (modules: string[]) =>
      modules.filter((path) =>
        /src\/core\/(request\/(authorization-denial|denial-draft)|messages\/denial-(en|zh-CN|messages))\.ts$/.test(
          path,
        ),
      );
    // The envelope's checks and the words, wherever a module might hold them.
    const traits = (code: string) =>
      ['remediationHints', 'authorization_details', 'Approval required', 'Signing in again'].filter((trait) =>
        code.includes(trait),
      );
    for (const entry of [
      "export * from './index.ts';",
      "export * from './core/index.ts';",
      "export * from './bridge/index.ts';",
    ]) {
      expect(denialCode(await modulesOf(entry)), entry).toEqual([]);
      expect(traits(await codeOf(entry)), entry).toEqual([]);
    }
    // The checks can fail: the draft's entry carries all of it.
    expect(denialCode(await modulesOf("export * from './drafts-sep2643.ts';"))).toHaveLength(5);
    expect(traits(await codeOf("export * from './drafts-sep2643.ts';"))).toHaveLength(4);
  });

  it("given the form path (ElicitationForm, compile, validateContent) / should load none of the combobox's words at once: they come with its chunk", async () => {
    const wordsIn = (code: string) =>
      ['No option matches', '没有匹配的选项'].filter((word) => code.includes(word));
    const formPath =
      "export { ElicitationForm, compileElicitationSchema, validateContent } from './index.ts';";
    // The chunks loaded on demand left out: esbuild's own chunks would put the words the combobox's chunk and the URL
    // consent view's share (theirs, and the dialog's catalogue) in a chunk every entry imports, used or not; a host's
    // bundler (Vite, Rollup) loads them with those chunks only (test/on-demand).
    const modules = await modulesOf(formPath, ON_DEMAND);
    const code = await codeOf(formPath, ON_DEMAND);
    expect(modules).toContain('src/react/form/widgets/many-options.tsx');
    expect(modules.filter((path) => path.includes('/messages/combobox'))).toEqual([]);
    expect(wordsIn(code)).toEqual([]);
    // The check can fail: with the chunk loaded on demand, the words are there.
    expect((await modulesOf(formPath)).filter((path) => path.includes('/messages/combobox'))).toHaveLength(3);
  });

  it('given the main entry or /core / should never pull in the bridge, and the bridge never React nor redis', async () => {
    const bridgeCode = (modules: string[]) => modules.filter((path) => path.startsWith('src/bridge/'));
    expect(bridgeCode(await modulesOf("export * from './index.ts';"))).toEqual([]);
    expect(bridgeCode(await modulesOf("export * from './core/index.ts';"))).toEqual([]);
    const bridge = await modulesOf("export * from './bridge/index.ts';");
    expect(bridge).toContain('src/bridge/bridge.ts');
    expect(bridge.filter((path) => /src\/react\/|node_modules\/(react|redis|@redis)\//.test(path))).toEqual(
      [],
    );
  });

  it('given any entry / should pull in none of the agent frameworks, which only the examples use', async () => {
    const frameworks =
      /node_modules\/(@assistant-ui|@copilotkit|@ag-ui|@mastra|@openai\/agents[^/]*|agents|miniflare|workerd|@cloudflare|ai|@ai-sdk|@langchain)\//;
    // The matcher itself can fail: it names a framework's module and not the package's own dependencies.
    expect(frameworks.test('node_modules/@mastra/mcp/dist/index.js')).toBe(true);
    expect(frameworks.test('node_modules/agents/dist/index.js')).toBe(true);
    expect(frameworks.test('node_modules/@langchain/langgraph/dist/index.js')).toBe(true);
    expect(frameworks.test('node_modules/tldts/dist/es6/index.js')).toBe(false);
    const entries = [
      'index.ts',
      'core/index.ts',
      'bridge/index.ts',
      'react-hook-form/index.ts',
      'openai-agents/index.ts',
    ];
    for (const entry of entries) {
      const modules = await modulesOf(`export * from './${entry}';`);
      expect(modules.length, entry).toBeGreaterThan(10);
      expect(
        modules.filter((path) => frameworks.test(path)),
        entry,
      ).toEqual([]);
    }
    // Nor does the package depend on one: they are dev dependencies, pinned exactly, and at most the optional peer
    // of the one entry written for it (`@openai/agents`, whose types `./openai-agents` implements: it imports none
    // of its code, as the module graph above shows).
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
      devDependencies: Record<string, string>;
    };
    const named = (names: Record<string, string>) =>
      Object.keys(names).filter((name) => frameworks.test(`node_modules/${name}/`));
    expect(named(manifest.dependencies)).toEqual([]);
    expect(named(manifest.peerDependencies)).toEqual(['@openai/agents']);
    expect(manifest.peerDependenciesMeta['@openai/agents']).toEqual({ optional: true });
    for (const name of named(manifest.devDependencies))
      expect(manifest.devDependencies[name], name).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
