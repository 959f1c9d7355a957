// What a host imports to render and check a form with this library.
export { compileElicitationSchema, ElicitationForm, validateContent } from '../../src/index.js';
