import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (docs/product §9: user searches wait 200 ms), so a
 * search is asked once per pause, not once per key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
