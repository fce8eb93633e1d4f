/** Fixed pseudo-random sequences for the benchmarks' seeds, so that every run measures the same data. */

/** A fixed pseudo-random sequence in [0, 1) from `seed`. */
export function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/**
 * A seed for item `index` of a kind: neighbouring indexes give unrelated sequences (the first values of
 * `sequence` from neighbouring seeds step evenly).
 */
export function seedOf(kind: number, index: number): number {
  let hash = Math.imul(kind ^ 0x9e3779b9, 0x85ebca6b) ^ index;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}
