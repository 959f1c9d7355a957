/**
 * `mcp-elicitation-react`: React components for MCP elicitation, plus everything from `/core`.
 */
export * from './core/index.js';
export * from './react/index.js';
