import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/*
 * Checks of how a read model holds what the driver hands it (ADR 0018 point 3): objects with fast
 * properties rather than the hash tables decoded documents often are, and one copy of each repeated
 * string rather than one per document.
 */

/** V8's own check, which needs its natives syntax on before the check is compiled. */
export function fastPropertiesCheck(): (object: object) => boolean {
  setFlagsFromString('--allow-natives-syntax');
  return new Function('object', 'return %HasFastProperties(object)') as (object: object) => boolean;
}

/**
 * `value` in dictionary mode, as the driver hands over most documents of a dozen fields or more
 * (seen in a heap snapshot of the API; whether a decoded one is depends on what V8 met before),
 * made so for certain.
 */
export function inDictionaryMode<T extends object>(value: T): T {
  const slow = { _pending: true, ...value } as T & { _pending?: boolean };
  delete slow._pending;
  return slow;
}

/** The heap in use after full collections, to measure what a structure built meanwhile holds. */
export function heapUsedMeter(): () => number {
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as () => void;
  return () => {
    for (let round = 0; round < 3; round += 1) collectGarbage();
    return process.memoryUsage().heapUsed;
  };
}

/** A string equal to `text` but a copy of its own, as the driver decodes every string afresh. */
export const copyOf = (text: string): string => [...text].join('');
