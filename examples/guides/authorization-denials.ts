import { createElicitationQueue } from 'mcp-elicitation-react';
import { attachElicitationHandler } from 'mcp-elicitation-react/core';
import { authorizationDenials } from 'mcp-elicitation-react/drafts/sep2643';

// `assured`: this host reaches its servers over stdio, or TLS straight to them, so a denial came from the server it
// addressed. With `false`, the approval's URL is shown but blocked, never opened.
const experimental = { sep2643: authorizationDenials({ assured: true }) };

/** A denial is shown as "Approval required" above the URL step; the views read the draft from the queue. */
export const queue = createElicitationQueue({ experimental });

/** Attach before an SDK v2 client connects: its `callTool()` retries with the denial's id echoed. */
export const attach = (client: Parameters<typeof attachElicitationHandler>[0]) =>
  attachElicitationHandler(client, queue, { modes: { form: true, url: true }, experimental });
