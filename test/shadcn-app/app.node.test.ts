/**
 * The shadcn/ui registry item as shipped: `shadcn build` of registry.json gives the committed registry/r (`npm run
 * registry` writes it), whose files are the one source (registry/elicitation-dialog) byte for byte; the test app
 * gets them where `shadcn add` writes them at set-up (place-item.ts), and builds with Tailwind v4.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { itemFiles, placeShadcnItem } from './place-item.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const app = fileURLToPath(new URL('./', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'shadcn-registry-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface RegistryItem {
  name: string;
  files: { path: string; content: string; target: string }[];
}

describe('the shadcn registry item', () => {
  it('given registry.json / when shadcn build runs / should give exactly the committed registry/r', () => {
    execFileSync(join(root, 'node_modules/.bin/shadcn'), ['build', '-o', scratch], {
      cwd: root,
      stdio: 'pipe',
    });
    const built = readdirSync(scratch).sort();
    expect(built).toEqual(readdirSync(join(root, 'registry/r')).sort());
    for (const file of built)
      expect(readFileSync(join(scratch, file), 'utf8'), file).toBe(
        readFileSync(join(root, 'registry/r', file), 'utf8'),
      );
  });

  it('given the built item / when its files are placed at their targets / should be the one source, registry/elicitation-dialog, byte for byte', () => {
    const item = JSON.parse(
      readFileSync(join(root, 'registry/r/elicitation-dialog.json'), 'utf8'),
    ) as RegistryItem;
    expect(item.files.map((file) => file.target)).toEqual([
      'components/elicitation/elicitation-dialog.tsx',
      'components/elicitation/elicitation-fields.tsx',
      'components/elicitation/elicitation-combobox.tsx',
    ]);
    placeShadcnItem();
    const files = itemFiles();
    for (const file of item.files) {
      const place = files.find((candidate) => candidate.target === file.target);
      expect(place, file.target).toBeDefined();
      expect(readFileSync(place?.source ?? '', 'utf8'), `${file.target}: the source`).toBe(file.content);
      expect(readFileSync(place?.placed ?? '', 'utf8'), `${file.target}: the test app's copy`).toBe(
        file.content,
      );
    }
  });

  it('given the own-components guide’s offline way / when its command runs in an app with the package installed / should write the item’s files at their targets, as the source has them', () => {
    const guide = readFileSync(join(root, 'docs/own-components.md'), 'utf8');
    const offline = guide.slice(guide.indexOf('**Offline**'));
    const command = /```sh\n(node -e .*)\n```/.exec(offline)?.[1];
    expect(command, 'the guide shows the offline command').toBeDefined();
    const host = join(scratch, 'offline-host');
    const shipped = join(host, 'node_modules/mcp-elicitation-react/registry/r');
    mkdirSync(shipped, { recursive: true });
    cpSync(join(root, 'registry/r/elicitation-dialog.json'), join(shipped, 'elicitation-dialog.json'));
    execFileSync('bash', ['-c', command as string], { cwd: host, stdio: 'pipe' });
    for (const { source, target } of itemFiles())
      expect(readFileSync(join(host, target), 'utf8'), target).toBe(readFileSync(source, 'utf8'));
  });

  it('given the test app / should keep no committed copy of the item (it is placed at set-up)', () => {
    const tracked = execFileSync('git', ['ls-files', 'test/shadcn-app/components/elicitation'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(tracked.trim()).toBe('');
  });

  it('given the test app / when built with Vite and Tailwind v4 / should emit the page and the utilities the item uses', async () => {
    const outDir = join(scratch, 'app');
    await build({
      configFile: join(app, 'vite.config.ts'),
      build: { outDir, emptyOutDir: true },
      logLevel: 'silent',
    });
    const assets = readdirSync(join(outDir, 'assets'));
    const css = assets
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'));
    expect(readdirSync(outDir)).toContain('index.html');
    expect(css.join('\n')).toMatch(/\.bg-primary\b/);
    expect(css.join('\n')).toMatch(/\.top-\\\[5vh\\\]/);
  });
});
