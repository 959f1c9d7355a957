// A build step after `vite build`: each locale entry's catalogue (dist/locales/{tag}.js) written as flat
// key → ICU MessageFormat JSON (dist/locales/{tag}.json), for hosts whose strings live in i18next or react-intl.
import { readdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const folder = 'dist/locales';
for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
  const { default: catalogue } = await import(pathToFileURL(`${folder}/${file}`).href);
  writeFileSync(`${folder}/${file.slice(0, -3)}.json`, `${JSON.stringify(catalogue, null, 2)}\n`);
}
