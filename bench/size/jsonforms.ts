// JSON Forms: the React bindings, the vanilla renderers and cells, and the core helpers the bench uses.
export { createAjv, Generate, validate } from '@jsonforms/core';
export { JsonForms } from '@jsonforms/react';
export { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
