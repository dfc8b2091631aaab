/**
 * A small seeded PRNG for the demo generator. Each person gets a stream of their own, keyed by the
 * run's seed and their ordinal, so person #n is the same whatever the batch size or the number of
 * people generated before them (and a later run that continues the numbering gets new people).
 */

/** cyrb128: four 32-bit words from a string, to seed sfc32. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A table of weighted choices, with its cumulative weights worked out once. */
export class Weighted<T> {
  readonly items: readonly T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    if (entries.length === 0) throw new Error("a weighted table cannot be empty");
    this.items = entries.map(([item]) => item);
    this.cumulative = new Float64Array(entries.length);
    let sum = 0;
    entries.forEach(([, weight], index) => {
      if (!(weight > 0)) throw new Error("weights must be positive");
      sum += weight;
      this.cumulative[index] = sum;
    });
    this.total = sum;
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    const { cumulative, items } = this;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return items[low] as T;
  }
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(key: string) {
    [this.a, this.b, this.c, this.d] = hash128(key);
    // sfc32's first outputs are still close to the seed words.
    for (let i = 0; i < 12; i++) this.next();
  }

  /** sfc32: a float in [0, 1). */
  next(): number {
    let { a, b, c, d } = this;
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    return (t >>> 0) / 4294967296;
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error("cannot pick from an empty list");
    return list[Math.floor(this.next() * list.length)] as T;
  }

  /** Digits as a string, e.g. for phone numbers. */
  digits(count: number): string {
    let out = "";
    for (let i = 0; i < count; i++) out += Math.floor(this.next() * 10);
    return out;
  }
}

/** The stream of one person of one run. */
export function personRandom(seed: string, ordinal: number): Random {
  return new Random(`rishta-demo:${seed}:${ordinal}`);
}
