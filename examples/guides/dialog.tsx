import { ElicitationDialog, type ElicitResult } from 'mcp-elicitation-react';
import 'mcp-elicitation-react/styles.css';

export interface OneQuestionProps {
  /** The raw `elicitation/create` params (or `parseElicitRequest(params)`). */
  params: unknown;
  /** Aborted when the server stops waiting: the dialog locks and says nothing was sent. */
  signal?: AbortSignal;
  respond: (result: ElicitResult) => void;
}

/** One request you hold yourself, without a queue: answered exactly once, whatever the person does. */
export function OneQuestion({ params, signal, respond }: OneQuestionProps) {
  return (
    <ElicitationDialog
      request={params}
      server={{ name: 'weather', title: 'Weather', version: '1.2.0' }}
      onResult={respond} // accept with typed content, decline, or cancel
      onError={(error) => console.warn(error.issues)} // params the core refuses: the dialog says so
      signal={signal}
      locale="zh-CN" // 'en' (default) and 'zh-CN' built in; others from mcp-elicitation-react/locales/{tag}
    />
  );
}
