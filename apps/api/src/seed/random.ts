/**
 * A small seeded generator for the hot loops of the seed (tens of thousands of draws per run), where
 * faker's argument checking would dominate. It is seeded from faker, so one faker seed still fixes
 * every value the seed produces.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1): mulberry32. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One value of `[value, weight]` pairs, proportionally to the weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let target = this.next() * total;
    for (const [value, weight] of entries) {
      target -= weight;
      if (target < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** A normally distributed value (Box–Muller). */
  normal(mean: number, deviation: number): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A log-normal weight with median 1: many small, a few large (popularity, activity). */
  lognormal(spread: number): number {
    return Math.exp(this.normal(0, spread));
  }

  /**
   * An instant between `from` and `to` in whole seconds; `skew` above 1 leans toward `to` (a catalogue
   * grows, so recent dates are more common).
   */
  date(from: Date, to: Date, skew = 1): Date {
    const start = from.getTime();
    const end = Math.max(start, to.getTime());
    const position = skew === 1 ? this.next() : 1 - Math.pow(1 - this.next(), skew);
    return new Date(Math.floor((start + position * (end - start)) / 1000) * 1000);
  }

  /** `count` distinct items in random order (a partial Fisher–Yates shuffle of a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const size = Math.min(count, copy.length);
    for (let index = 0; index < size; index++) {
      const other = index + Math.floor(this.next() * (copy.length - index));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy.slice(0, size);
  }

  /** A copy of `items` in random order. */
  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length);
  }
}

/** Picks indices proportionally to fixed weights in O(log n) a draw (cumulative sums + bisection). */
export class WeightedIndex {
  private readonly cumulative: Float64Array;
  readonly total: number;

  constructor(weights: readonly number[]) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    weights.forEach((weight, index) => {
      sum += weight;
      this.cumulative[index] = sum;
    });
    this.total = sum;
  }

  get size(): number {
    return this.cumulative.length;
  }

  pick(random: Random): number {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** `count` distinct indices, each drawn by weight; falls back to unweighted order if draws stall. */
  pickDistinct(random: Random, count: number): number[] {
    const wanted = Math.min(count, this.size);
    const chosen = new Set<number>();
    let attempts = wanted * 30;
    while (chosen.size < wanted && attempts-- > 0) chosen.add(this.pick(random));
    if (chosen.size < wanted) {
      const offset = random.int(0, this.size - 1);
      for (let step = 0; chosen.size < wanted; step++) chosen.add((offset + step) % this.size);
    }
    return [...chosen];
  }
}
