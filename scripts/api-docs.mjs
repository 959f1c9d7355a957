#!/usr/bin/env node
// The API reference, generated from the TSDoc of the public entries by TypeDoc (settings: typedoc.json), and the
// check that keeps it whole. `npm test` runs this; it fails when
//   - a public name (a function, class, interface, type, constant or component of either entry) has no doc comment
//     (TypeDoc's `validation.notDocumented`, kinds in `requiredToBeDocumented`),
//   - a public function has no `@example`,
//   - a `{@link}` points nowhere, or a public type refers to one that is neither exported nor `@inline`.
// Items marked `@internal` are left out, as they are of the API reports in api/.
//
//   node scripts/api-docs.mjs     writes the reference to docs/api/ (open docs/api/index.html), then checks
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application, ReflectionKind } from 'typedoc';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const app = await Application.bootstrapWithPlugins({ options: join(root, 'typedoc.json') });
const project = await app.convert();
if (!project) {
  console.error('api-docs: TypeDoc could not read the entries (errors above)');
  process.exit(1);
}
app.validate(project);

// A public function shows how it is called.
let missingExamples = 0;
for (const reflection of project.getReflectionsByKind(ReflectionKind.Function)) {
  const comments = [
    reflection.comment,
    ...(reflection.signatures ?? []).map((signature) => signature.comment),
  ];
  if (!comments.some((comment) => comment?.getTag('@example'))) {
    missingExamples++;
    app.logger.warn(`${reflection.getFriendlyFullName()} (Function) has no @example`);
  }
}

const out = app.options.getValue('out');
await app.generateDocs(project, out);
const problems = app.logger.errorCount + app.logger.warningCount;
if (problems > 0) {
  console.error(
    `api-docs: ${app.logger.errorCount} error(s), ${app.logger.warningCount} warning(s) above` +
      (missingExamples ? ` (${missingExamples} without @example)` : ''),
  );
  process.exit(1);
}
console.log(`api-docs: every public name documented; reference written to ${relative(root, out)}/index.html`);
