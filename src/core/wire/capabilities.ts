/** Which elicitation modes a client supports. */
/** @inline */
export interface ElicitationModes {
  form?: boolean;
  url?: boolean;
}

/**
 * The `elicitation` capability object as it goes on the wire (a type alias, so SDK capability types accept it).
 * @inline
 */
export type ElicitationCapability = {
  form?: Record<string, never>;
  url?: Record<string, never>;
};

/**
 * The `elicitation` member of a client's capabilities, alone. {@link clientCapabilities} builds the whole
 * capabilities object around it (the one to give an SDK `Client` at `initialize`, 2025-11-25, or
 * {@link withRequestMeta} for every request's `_meta`, 2026-07-28): `clientCapabilities({ elicitation: modes })`
 * has `elicitationCapability(modes)` as its `elicitation`. Use this one when you assemble the capabilities
 * yourself. Form mode is on unless turned off; a client must support at least one mode.
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
