/**
 * The shadcn/ui registry item has one source, `registry/elicitation-dialog/`. The test app gets its files where
 * `shadcn add` writes them (each file's `target` in registry.json), copied here at set-up: the vitest config and
 * Storybook's call this before anything reads the app. The copies are git-ignored (never edited, never committed);
 * the app's CSS names their folder with `@source`, since Tailwind v4 does not scan ignored files.
 * `registry/r` (what the package ships) is `shadcn build`'s output of the same source: `npm run registry` writes
 * it, and `app.node.test.ts` fails when it is stale.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const app = fileURLToPath(new URL('./', import.meta.url));

interface RegistrySource {
  items: { name: string; files: { path: string; target: string }[] }[];
}

/** Each file of the item: its source in the repository and its place in the test app. */
export function itemFiles(): { source: string; placed: string; target: string }[] {
  const registry = JSON.parse(readFileSync(join(root, 'registry.json'), 'utf8')) as RegistrySource;
  return registry.items.flatMap((item) =>
    item.files.map((file) => ({
      source: join(root, file.path),
      placed: join(app, file.target),
      target: file.target,
    })),
  );
}

/** Copies the item's sources to their targets in the test app; writes only what changed. */
export function placeShadcnItem(): void {
  for (const { source, placed } of itemFiles()) {
    const content = readFileSync(source, 'utf8');
    if (existsSync(placed) && readFileSync(placed, 'utf8') === content) continue;
    mkdirSync(dirname(placed), { recursive: true });
    writeFileSync(placed, content);
  }
}
