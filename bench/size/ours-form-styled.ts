// The form path with its stylesheet: `<ElicitationForm>`, the checks, and the theme (`styles.css`), as a host ships them.
export { compileElicitationSchema, ElicitationForm, validateContent } from '../../src/index.js';

import '../../src/styles/elicitation.css';
