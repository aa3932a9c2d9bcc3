/** The codings this server compresses bodies in. */
export type Coding = 'br' | 'gzip';

/**
 * Accept-Encoding's codings, lower case, and their q values (none given: 1). Spaces around
 * `;` and `=` are allowed, as the header's grammar allows them.
 */
export function acceptedEncodings(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.toLowerCase().split(';').map((p) => p.trim());
    if (!name) continue;
    const q = params.map((p) => /^q\s*=\s*([0-9.]+)$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  return accepted;
}

/**
 * The first coding of `preference` (ours, best first) the client takes: one it names with a q
 * above 0, or, not named, one `*` allows. Otherwise the body goes as it is ('identity'): with
 * no header, with only codings we do not make, and also when the client refuses identity too
 * (`identity;q=0`, `*;q=0`), since a body it may not want beats an error page it cannot use.
 * The client's q values say what it takes; among those, the caller's order chooses (the
 * smaller or the cheaper body: the caller knows which matters for it).
 */
export function pickEncoding(header: string | undefined, preference: readonly Coding[] = ['br', 'gzip']): Coding | 'identity' {
  const accepted = acceptedEncodings(header);
  const weight = (e: string) => accepted.get(e) ?? accepted.get('*') ?? 0;
  return preference.find((e) => weight(e) > 0) ?? 'identity';
}
