/**
 * `mcp-elicitation-react/react-hook-form`: the way in for hosts whose forms live in react-hook-form (shadcn/ui's
 * `Form` and `Field` among them). Our compiler, defaults, checks and words, on react-hook-form's own state; the
 * consent rules stay with `useElicitationFlow`. react-hook-form is an optional peer dependency, needed only here.
 *
 * @module mcp-elicitation-react/react-hook-form
 */
export { blurAfterPress } from './blur-after-press.js';
export {
  type HookFormField,
  hookFormKey,
} from './field-keys.js';
export { elicitationResolver } from './resolver.js';
export {
  type ElicitationHookForm,
  useElicitationHookForm,
} from './use-elicitation-hook-form.js';
