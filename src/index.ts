/**
 * `mcp-elicitation-react`: React components for MCP elicitation, plus everything from `/core`. No
 * `'use client'` here: each component and hook module carries its own, so a Server Component can import
 * `parseElicitRequest` and the rest of the core from this entry and run it on the server.
 *
 * @module mcp-elicitation-react
 */
export * from './core/shared.js';
export * from './react/index.js';
