import { ElicitationProvider, type ElicitationQueue } from 'mcp-elicitation-react';
import ar from 'mcp-elicitation-react/locales/ar';
import type { ReactNode } from 'react';

/** Every word in Arabic, laid out right to left; the server's own text keeps its direction. */
export function ArabicRoot({ queue, children }: { queue: ElicitationQueue; children: ReactNode }) {
  return (
    <ElicitationProvider queue={queue} locale="ar" messages={ar}>
      {children}
    </ElicitationProvider>
  );
}
