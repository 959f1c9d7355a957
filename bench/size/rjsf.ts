// react-jsonschema-form: the core Form (default theme) and the Ajv 8 validator it needs.
export { default as Form } from '@rjsf/core';
export { default as validator } from '@rjsf/validator-ajv8';
