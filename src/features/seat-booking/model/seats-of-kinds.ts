/**
 * The seats whose kind has any of `mask`'s bits, in order. Read four kinds at a time: the
 * scheme page asks this of every seat when a hall arrives, before the map's first picture,
 * and a hall usually has no such seat at all (100,000 byte reads there, run once and
 * unoptimised, were ~5 ms of a throttled phone's first paint; a quarter as many word reads).
 */
export function seatsOfKinds(kinds: Uint8Array, mask: number): number[] {
  const out: number[] = [];
  const n = kinds.length;
  let i = 0;
  if (kinds.byteOffset % 4 === 0) {
    const words = new Uint32Array(kinds.buffer, kinds.byteOffset, n >>> 2);
    const b = mask & 0xff;
    const mask4 = (b | (b << 8) | (b << 16) | (b << 24)) >>> 0;
    for (let w = 0; w < words.length; w++) {
      if ((words[w]! & mask4) === 0) continue;
      for (let j = w * 4; j < w * 4 + 4; j++) if (kinds[j]! & mask) out.push(j);
    }
    i = words.length * 4;
  }
  for (; i < n; i++) if (kinds[i]! & mask) out.push(i);
  return out;
}
