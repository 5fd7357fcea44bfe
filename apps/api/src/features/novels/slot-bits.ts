/**
 * Sets of index slots as bits (bit `slot % 32` of word `slot >> 5`): a project's slot is a small
 * integer reused after it leaves (see `CatalogueIndex`), so one value's projects fit in
 * `slots / 8` bytes, and intersecting two values is a pass over words — 2,500 words at 80,000
 * projects — whatever the catalogue's size or the values' frequency.
 */
export type SlotBits = Uint32Array;

/** Words needed for `slots` slots. */
export const wordsFor = (slots: number): number => (slots + 31) >>> 5;

export function hasSlot(bits: SlotBits, slot: number): boolean {
  return ((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
}

export function addSlot(bits: SlotBits, slot: number): void {
  bits[slot >>> 5]! |= 1 << (slot & 31);
}

export function removeSlot(bits: SlotBits, slot: number): void {
  bits[slot >>> 5]! &= ~(1 << (slot & 31));
}

/** `bits` grown to `words` words (the same array when long enough). */
export function grown(bits: SlotBits, words: number): SlotBits {
  if (bits.length >= words) return bits;
  const larger = new Uint32Array(words);
  larger.set(bits);
  return larger;
}

/** Keeps in `target` only the slots also in `other` (missing words of `other` are empty). */
export function intersect(target: SlotBits, other: SlotBits): void {
  const shared = Math.min(target.length, other.length);
  for (let word = 0; word < shared; word += 1) target[word]! &= other[word]!;
  target.fill(0, shared);
}

/** Takes the slots of `other` out of `target`. */
export function subtract(target: SlotBits, other: SlotBits): void {
  const shared = Math.min(target.length, other.length);
  for (let word = 0; word < shared; word += 1) target[word]! &= ~other[word]!;
}

/** Adds the slots of `other` to `target`. */
export function unite(target: SlotBits, other: SlotBits): void {
  const shared = Math.min(target.length, other.length);
  for (let word = 0; word < shared; word += 1) target[word]! |= other[word]!;
}

/** How many slots are in the set. */
export function countSlots(bits: SlotBits): number {
  let count = 0;
  for (let word = 0; word < bits.length; word += 1) {
    let value = bits[word]!;
    if (value === 0) continue;
    value -= (value >>> 1) & 0x55555555;
    value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
    count += (Math.imul((value + (value >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
  }
  return count;
}

/** Calls `visit` with each slot in the set, in ascending order. */
export function forEachSlot(bits: SlotBits, visit: (slot: number) => void): void {
  for (let word = 0; word < bits.length; word += 1) {
    let value = bits[word]!;
    while (value !== 0) {
      const lowest = value & -value;
      visit((word << 5) + 31 - Math.clz32(lowest));
      value ^= lowest;
    }
  }
}
