import { describe, expect, it } from 'vitest';
import { medianVerdict } from './median-verdict';

const median = (scores: readonly number[]) =>
  [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)]!;

/** Every sequence of `length` scores drawn from `values`. */
function* sequences(values: readonly number[], length: number): Generator<number[]> {
  if (length === 0) return yield [];
  for (const value of values) {
    for (const rest of sequences(values, length - 1)) yield [value, ...rest];
  }
}

describe('a median judged before every run is made', () => {
  it('gives, for every sequence of runs, the verdict of the median of all of them', () => {
    for (const planned of [1, 3, 5]) {
      for (const scores of sequences([88, 90, 91, 100], planned)) {
        const all = median(scores) >= 90;
        let made = 1;
        while (!medianVerdict(scores.slice(0, made), planned, 90).decided) made += 1;
        expect(made, `${scores.join('/')}`).toBeLessThanOrEqual(planned);
        expect(medianVerdict(scores.slice(0, made), planned, 90).met, scores.join('/')).toBe(all);
      }
    }
  });

  it('stops as soon as a majority of the planned runs is on one side', () => {
    expect(medianVerdict([100, 99], 3, 95)).toEqual({ decided: true, met: true });
    expect(medianVerdict([100, 80], 3, 95)).toEqual({ decided: false, met: false });
    expect(medianVerdict([92, 95, 91], 5, 90)).toEqual({ decided: true, met: true });
    expect(medianVerdict([85, 89, 95, 80], 5, 90)).toEqual({ decided: true, met: false });
    expect(medianVerdict([], 5, 90)).toEqual({ decided: false, met: false });
  });
});
