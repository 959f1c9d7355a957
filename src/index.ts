/**
 * `mcp-elicitation-react`: React components for MCP elicitation, plus everything from `/core` but
 * `parseElicitRequest` and `analyzeElicitationUrl` (they analyse a URL at once, with the public-suffix list: import
 * them from `/core`). No `'use client'` here: each component and hook module carries its own, so a Server Component
 * can import the core from this entry and run it on the server.
 *
 * @module mcp-elicitation-react
 */
export * from './core/shared.js';
export * from './react/index.js';
