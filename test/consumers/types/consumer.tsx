// What a TypeScript host writes after `npm install mcp-elicitation-react`: the README's imports, the CSS
// included. Type-checked, never run, under each module resolution a host may use (tsconfig.*.json).
import 'mcp-elicitation-react/styles.css';
import {
  ElicitationDialog,
  type ElicitationDialogProps,
  ElicitationProvider,
  type ElicitResult,
} from 'mcp-elicitation-react';
import { createElicitationQueue, parseElicitRequest, validateContent } from 'mcp-elicitation-react/core';

const request = parseElicitRequest({
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: {} },
});
const problems: string[] =
  request.mode === 'form' ? validateContent(request.form, {}).map((problem) => problem.message) : [];

const onResult = (result: ElicitResult): void => {
  if (result.action === 'accept') console.log(result.content, problems);
};
const props: ElicitationDialogProps = { request, server: { name: 'weather' }, onResult };

export const dialog = <ElicitationDialog {...props} locale="zh-CN" />;
export const provider = <ElicitationProvider queue={createElicitationQueue()} />;

// The declarations are real types, not `any`: a wrong prop is an error.
// @ts-expect-error `locale` is a locale name such as "en", not a number
export const wrongProp = <ElicitationDialog {...props} locale={42} />;
