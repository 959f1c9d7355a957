import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// The consumers folder, whose node_modules holds next, react and the packed library.
const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** @type {import('next').NextConfig} */
export default { turbopack: { root }, outputFileTracingRoot: root };
