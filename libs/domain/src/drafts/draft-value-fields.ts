/*
 * A draft keeps what it proposes as JSON text (docs/product §3: novel draft and post draft "value").
 * The draft pages read it by hand rather than with the contract's schemas (which would bring zod
 * there), field by field, so a damaged value still opens.
 */

/** Whether a value read from JSON is an object with fields (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of a draft's value; none when the text is not JSON or not a JSON object. */
export function draftValueFields(value: string): Record<string, unknown> {
  let read: unknown;
  try {
    read = JSON.parse(value) as unknown;
  } catch {
    return {};
  }
  return isRecord(read) ? read : {};
}
