import { createFormElicitationQueue, ElicitationProvider } from 'mcp-elicitation-react';
import { attachElicitationHandler, clientCapabilities } from 'mcp-elicitation-react/core';
import type { ReactNode } from 'react';

const modes = { form: true };
/** Form mode only: the URL analysis and its public-suffix list stay out of the bundle (about 50 kB gzip). */
export const queue = createFormElicitationQueue();
export const capabilities = clientCapabilities({ elicitation: modes }); // declare form mode only

/** Attach to each client before it connects: a URL request is refused (`-32602`, `unsupported-mode`). */
export const attach = (client: Parameters<typeof attachElicitationHandler>[0]) =>
  attachElicitationHandler(client, queue, { modes });

export const FormOnlyRoot = ({ children }: { children: ReactNode }) => (
  <ElicitationProvider queue={queue}>{children}</ElicitationProvider>
);
