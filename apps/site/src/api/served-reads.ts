import { errorMessageOf } from '@vn/domain';
import { createContext, useContext } from 'react';
import { ApiError } from './client';

/**
 * A read the server answered for a page it rendered (ADR 0011), as sent: its result, or, for a
 * subject that does not exist ("Not Found", the only failure the server sends on), its status and
 * the error body. Any other failure is left out, and the browser asks again.
 */
export type ServedAnswer = { result?: unknown } | { status: number; error: unknown };

/** A page's served answers, by SWR key (the call's address). */
export type ServedAnswers = Readonly<Record<string, ServedAnswer>>;

/** An SWR cache entry: the data of a read that answered, the error of one that did not. */
export interface ServedState {
  data?: unknown;
  error?: ApiError;
}

function isFailure(answer: ServedAnswer): answer is { status: number; error: unknown } {
  return 'status' in answer;
}

/**
 * The answers as SWR's cache holds them, so a page renders from them at once on the server and in
 * the browser alike: a missing subject renders its not-found page, not a loading state that the
 * browser would then have to replace.
 */
export function servedStates(answers: ServedAnswers): Map<string, ServedState> {
  return new Map(
    Object.entries(answers).map(([key, answer]) => [
      key,
      isFailure(answer)
        ? {
            error: new ApiError(
              errorMessageOf(answer.error, 'Not Found'),
              answer.status,
              answer.error,
            ),
          }
        : { data: answer.result },
    ]),
  );
}

/** The results alone, by key: SWR's `fallback`. */
export function servedResults(answers: ServedAnswers): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).flatMap(([key, answer]) =>
      isFailure(answer) ? [] : [[key, answer.result]],
    ),
  );
}

/**
 * The reads the server answered with a server-rendered page, by their SWR key. While the reader is
 * still on that page, a component reading one of them takes the server's answer as current instead
 * of asking again: the page hydrates without a second fetch of the same data. The first move to
 * another page forgets them, so pages opened later ask as usual.
 */
export class ServedReads {
  private readonly keys: Set<string>;

  constructor(keys: Iterable<string> = []) {
    this.keys = new Set(keys);
  }

  isFresh(key: string): boolean {
    return this.keys.has(key);
  }

  /** The reader moved on: what the server sent is no longer known to be current. */
  forget(): void {
    this.keys.clear();
  }
}

export const ServedReadsContext = createContext(new ServedReads());

export function useServedReads(): ServedReads {
  return useContext(ServedReadsContext);
}
