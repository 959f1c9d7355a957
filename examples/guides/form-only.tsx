import { createFormElicitationQueue, ElicitationProvider } from 'mcp-elicitation-react';
import { attachElicitationHandler, clientCapabilities } from 'mcp-elicitation-react/core';
import type { ReactNode } from 'react';

const modes = { form: true };
/** Form mode only: a URL request is refused, and the URL analysis (the public-suffix list) never loads. */
export const queue = createFormElicitationQueue();
export const capabilities = clientCapabilities({ elicitation: modes }); // declare form mode only

/** Attach to each client before it connects: a URL request is refused (`-32602`, `unsupported-mode`). */
export const attach = (client: Parameters<typeof attachElicitationHandler>[0]) =>
  attachElicitationHandler(client, queue, { modes });

export const FormOnlyRoot = ({ children }: { children: ReactNode }) => (
  <ElicitationProvider queue={queue}>{children}</ElicitationProvider>
);
