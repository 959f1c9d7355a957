#!/usr/bin/env node
// After `npm run build`: the main entry re-exports the core, so it must not carry 'use client' (a Next.js
// Server Component importing parseElicitRequest from it would get a client reference, React error #441).
// Each React module that uses React at run time (hooks, context, components) carries the directive itself,
// as its first statement; the entries and the core never do.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function* modules(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'types') yield* modules(path);
    } else if (entry.name.endsWith('.js')) yield path;
  }
}

const DIRECTIVE = /^\s*["']use client["'];?/;
// A run-time import of React or Radix (the JSX runtime alone does not make a module a client one).
const USES_REACT = /^import\s+(?!type\b)[^;]*\bfrom\s*["'](?:react|react-dom|@radix-ui\/[^"']+)["']/m;

const problems = [];
let clientModules = 0;
for (const path of modules(dist)) {
  const name = relative(dist, path);
  const text = readFileSync(path, 'utf8');
  const has = DIRECTIVE.test(text);
  const anywhere = /["']use client["']/.test(text.split('\n').slice(1).join('\n'));
  // The react-hook-form adapter's and the apps entry's modules are React modules too; their entries
  // (react-hook-form.js, apps.js) only re-export.
  const react = name.startsWith('react/') || name.startsWith('react-hook-form/') || name.startsWith('apps/');
  if (has) clientModules++;
  if (react && USES_REACT.test(text) && !has) {
    problems.push(`${name}: uses React at run time but does not start with 'use client'`);
  }
  if (!react && has)
    problems.push(`${name}: starts with 'use client', which the entries and the core must not`);
  if (anywhere) problems.push(`${name}: has 'use client' after its first line, where it does nothing`);
}

if (problems.length > 0) {
  console.error(
    `'use client' placement is wrong in dist/:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`'use client': on ${clientModules} React modules, not on the entries or the core.`);
