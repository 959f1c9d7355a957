import type { ElicitResult } from '../core/wire/protocol.js';
import { asElicitResult } from '../core/wire/result-shape.js';

/** The posted text as an `ElicitResult` (only its known fields), or `undefined` when it is not one. */
export function readElicitResult(text: string): ElicitResult | undefined {
  try {
    return asElicitResult(JSON.parse(text));
  } catch {
    return undefined;
  }
}
