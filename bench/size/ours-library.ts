// The whole package entry (`dist/index.js` from source): every component and the core.
export * from '../../src/index.js';
