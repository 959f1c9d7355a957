#!/usr/bin/env node
// The public API, pinned: API Extractor reads the declarations that `npm run build` emits (dist/types) and
// writes one report per package entry to api/. `npm test` runs this after the build and fails when a report
// differs from the checked-in one; `npm run api:update` builds and accepts the new reports, so a deliberate
// change shows in review as a diff of api/*.api.md. Items marked `@internal` are left out of the reports.
//
//   node scripts/api-report.mjs            check (after a build)
//   node scripts/api-report.mjs --update   write the reports
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const configPath = join(root, 'api', 'api-extractor.json');
const update = process.argv.includes('--update');

/** Each entry of package.json's `exports` that has types, and the report that pins it. */
const entries = [
  { entry: '.', types: 'dist/types/index.d.ts', report: 'mcp-elicitation-react' },
  { entry: './core', types: 'dist/types/core/index.d.ts', report: 'mcp-elicitation-react-core' },
  {
    entry: './react-hook-form',
    types: 'dist/types/react-hook-form/index.d.ts',
    report: 'mcp-elicitation-react-react-hook-form',
  },
  { entry: './apps', types: 'dist/types/apps/index.d.ts', report: 'mcp-elicitation-react-apps' },
  { entry: './acp', types: 'dist/types/acp/index.d.ts', report: 'mcp-elicitation-react-acp' },
  {
    entry: './openai-agents',
    types: 'dist/types/openai-agents/index.d.ts',
    report: 'mcp-elicitation-react-openai-agents',
  },
  {
    entry: './drafts/sep2631',
    types: 'dist/types/drafts-sep2631.d.ts',
    report: 'mcp-elicitation-react-drafts-sep2631',
  },
  {
    entry: './drafts/sep2643',
    types: 'dist/types/drafts-sep2643.d.ts',
    report: 'mcp-elicitation-react-drafts-sep2643',
  },
  { entry: './bridge', types: 'dist/types/bridge/index.d.ts', report: 'mcp-elicitation-react-bridge' },
  // Every `./locales/{tag}` entry declares the same thing, its default export a `MessageCatalogue`: one report
  // pins that shape (test/core/messages/locales.test.ts holds each entry to English's keys and arguments).
  { entry: './locales/{tag}', types: 'dist/types/locales/ar.d.ts', report: 'mcp-elicitation-react-locales' },
  {
    entry: './bridge/testing',
    types: 'dist/types/bridge/testing.d.ts',
    report: 'mcp-elicitation-react-bridge-testing',
  },
];

let failed = 0;
for (const { entry, types, report } of entries) {
  if (!existsSync(join(root, types))) {
    console.error(`api-report: ${types} is missing; run \`npm run build\` first`);
    process.exit(1);
  }
  const configObject = ExtractorConfig.loadFile(configPath);
  configObject.mainEntryPointFilePath = join(root, types);
  configObject.apiReport = { ...configObject.apiReport, enabled: true, reportFileName: report };
  const config = ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: configPath,
    packageJsonFullPath: join(root, 'package.json'),
  });
  const result = Extractor.invoke(config, { localBuild: update, messageCallback: quietPreamble });
  const [reportFile] = config.reportConfigs.map((variant) => join(config.reportFolder, variant.fileName));
  const [tempFile] = config.reportConfigs.map((variant) => join(config.reportTempFolder, variant.fileName));
  const shown = relative(root, reportFile);
  if (result.errorCount > 0) {
    failed++;
    console.error(`api-report: ${entry}: ${result.errorCount} error(s) above`);
  } else if (result.apiReportChanged && !update) {
    failed++;
    console.error(`api-report: the public API of '${entry}' differs from ${shown}:`);
    const files = [shown, relative(root, tempFile)];
    spawnSync('git', ['diff', '--no-index', '--no-color', '--', ...files], { cwd: root, stdio: 'inherit' });
  } else {
    console.log(
      `api-report: ${entry} ${update && result.apiReportChanged ? 'written to' : 'matches'} ${shown}`,
    );
  }
}
if (failed > 0 && !update) {
  console.error('If the change is deliberate, accept it with `npm run api:update` and commit api/.');
}
process.exit(failed === 0 ? 0 : 1);

/**
 * API Extractor names the TypeScript it bundles on every run (6.0 reads our 5.9 declarations fine), and its advice
 * on a changed report names its own steps: this script says which command accepts the change instead.
 */
function quietPreamble(message) {
  if (message.messageId === 'console-preamble' || message.messageId === 'console-api-report-not-copied') {
    message.handled = true;
  }
}
