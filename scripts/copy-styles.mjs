// The build's last step: the stylesheet and its declaration (for `import 'mcp-elicitation-react/styles.css'`)
// go to dist/ (or the folder given, as the packed-package test builds into one of its own) as the package's
// `./styles.css` export, the theme's parts joined into one file in their order.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { joinStyles, STYLES_INDEX } from './styles.mjs';

const out = process.argv[2] ?? 'dist';
const index = readFileSync(STYLES_INDEX, 'utf8');
writeFileSync(
  join(out, 'styles.css'),
  joinStyles(index, (part) => readFileSync(`src/styles/${part}`, 'utf8')),
);
copyFileSync('src/styles/elicitation.css.d.ts', join(out, 'styles.css.d.ts'));
