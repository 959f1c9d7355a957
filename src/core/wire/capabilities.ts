/** Which elicitation modes a client supports. */
export interface ElicitationModes {
  form?: boolean;
  url?: boolean;
}

/** The `elicitation` capability object as it goes on the wire (a type alias, so SDK capability types accept it). */
export type ElicitationCapability = {
  form?: Record<string, never>;
  url?: Record<string, never>;
};

/**
 * The `elicitation` capability a client declares: at `initialize` (2025-11-25), or in every
 * request's `_meta["io.modelcontextprotocol/clientCapabilities"]` (2026-07-28).
 * Form mode is on unless turned off; a client must support at least one mode.
 *
 * @example
 * elicitationCapability({ url: true }); // { form: {}, url: {} }
 * const capabilities = { elicitation: elicitationCapability() }; // { elicitation: { form: {} } }
 */
export function elicitationCapability({
  form = true,
  url = false,
}: ElicitationModes = {}): ElicitationCapability {
  if (!form && !url) throw new TypeError('elicitationCapability: enable at least one of form and url');
  const capability: ElicitationCapability = {};
  if (form) capability.form = {};
  if (url) capability.url = {};
  return capability;
}
