import { mutate } from 'swr';

/**
 * Revalidates every cached GET whose address starts with one of `prefixes` (e.g. '/api/novels'), after
 * a write that changed what they answer.
 */
export function revalidateCalls(...prefixes: string[]): Promise<unknown> {
  // Only the matcher: with no data given SWR keeps what is shown and fetches again.
  return mutate(
    (key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix)),
  );
}
