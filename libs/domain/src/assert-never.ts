/**
 * The end of every exhaustive `switch` in the domain (docs/conventions.md § Domain rules): when a
 * new member is added to a union, the call below stops compiling until the new case is handled. At
 * run time it is reached only by a value the types said could not exist (a caller outside
 * TypeScript), and it throws rather than guess, naming the value so the caller can be found.
 */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${describe(value)}`);
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
