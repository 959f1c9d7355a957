import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const r = await build({
  stdin: { contents: "export { ElicitationForm, compileElicitationSchema, validateContent } from './src/index.ts'", resolveDir: process.cwd(), loader: 'ts' },
  bundle: true, write: false, format: 'esm', minify: true, treeShaking: true, logLevel: 'silent', jsx: 'automatic',
  external: ['react', 'react-dom', 'react/jsx-runtime', '*option-combobox.js', '*file-picker.js', '*option-combobox.tsx', '*file-picker.tsx'],
  outfile: 'out.js',
});
console.log(gzipSync(r.outputFiles[0].text, { level: 9 }).length);
