// The build's last step: the stylesheet and its declaration (for `import 'mcp-elicitation-react/styles.css'`)
// go to dist/ as the package's `./styles.css` export, the theme's parts joined into one file in their order.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { joinStyles, STYLES_INDEX } from './styles.mjs';

const index = readFileSync(STYLES_INDEX, 'utf8');
writeFileSync(
  'dist/styles.css',
  joinStyles(index, (part) => readFileSync(`src/styles/${part}`, 'utf8')),
);
copyFileSync('src/styles/elicitation.css.d.ts', 'dist/styles.css.d.ts');
