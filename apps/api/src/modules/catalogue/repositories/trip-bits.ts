// Sets of trips as bits by trip id (issue 30, free-text search): trip i is bit i & 31 of 32-bit word
// i >> 5, as the text index keeps them in 64-bit masks (migration 2026-11-29T1100-trip-search-bits).
// A word's matches, a filter's trips and a tag's trips are ANDed and counted a word at a time, 32
// trips per step, where lists of ids were walked one match at a time (../text-pages.ts).

export type TripBits = Int32Array;

/**
 * A text's matches by the tier they reach at least: [in any column, in the title or the places, in
 * the title]. Each is within the one before (a trip in the title is in the title or the places).
 */
export type TierMasks = [any: TripBits, head: TripBits, title: TripBits];

/** Bits for ids up to maxId. */
export const tripBits = (maxId: number): TripBits => new Int32Array((maxId >> 5) + 1);

export const hasTrip = (bits: TripBits, id: number): number => ((bits[id >> 5] ?? 0) >>> (id & 31)) & 1;

export function addTrip(bits: TripBits, id: number): void {
  bits[id >> 5]! |= 1 << (id & 31);
}

/** The set of these ids. */
export function tripBitsOf(ids: ArrayLike<number>): TripBits {
  let maxId = 0;
  for (let i = 0; i < ids.length; i++) if (ids[i]! > maxId) maxId = ids[i]!;
  const bits = tripBits(maxId);
  for (let i = 0; i < ids.length; i++) addTrip(bits, ids[i]!);
  return bits;
}

/** Set bits of a 32-bit word. */
export function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function tripCount(bits: TripBits): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) n += bitCount(bits[w]!);
  return n;
}

/** The ids of the set, ascending. */
export function idsOf(bits: TripBits, count = tripCount(bits)): Int32Array {
  const ids = new Int32Array(count);
  let i = 0;
  for (let w = 0; w < bits.length; w++)
    for (let rest = bits[w]!; rest; rest &= rest - 1) ids[i++] = 32 * w + 31 - Math.clz32(rest & -rest);
  return ids;
}

/** bits &= other, word by word (a word `other` does not have is 0). */
export function keepOnly(bits: TripBits, other: TripBits): void {
  const n = Math.min(bits.length, other.length);
  for (let w = 0; w < n; w++) bits[w]! &= other[w]!;
  bits.fill(0, n);
}
