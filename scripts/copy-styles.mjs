// The build's last step: the stylesheet and its declaration (for `import 'mcp-elicitation-react/styles.css'`)
// go to dist/ as the package's `./styles.css` export.
import { copyFileSync } from 'node:fs';

copyFileSync('src/styles/elicitation.css', 'dist/styles.css');
copyFileSync('src/styles/elicitation.css.d.ts', 'dist/styles.css.d.ts');
