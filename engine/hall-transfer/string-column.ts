/**
 * A column of strings with few distinct values (row labels, empty number texts) as a table
 * plus codes: posting 100k separate strings between threads costs tens of milliseconds of
 * structured cloning on the receiving main thread; a typed array is transferred for free.
 */
export interface StringColumn {
  table: string[];
  codes: Uint32Array;
}

export function packStrings(values: readonly string[]): StringColumn {
  const table: string[] = [];
  const codeOf = new Map<string, number>();
  const codes = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    let code = codeOf.get(v);
    if (code === undefined) {
      code = table.length;
      table.push(v);
      codeOf.set(v, code);
    }
    codes[i] = code;
  }
  return { table, codes };
}

export function unpackStrings(column: StringColumn): string[] {
  const { table, codes } = column;
  const out = new Array<string>(codes.length);
  for (let i = 0; i < codes.length; i++) out[i] = table[codes[i]!]!;
  return out;
}

/**
 * The column read like a `string[]` without making it: each read looks its value up in the
 * table. The main thread took ~15 ms of a throttled 100k first paint unpacking the
 * geometry's row labels and number texts, which the join then overwrote with the seat
 * list's own for every seat it knows (join-columns.ts); what is left reads a few.
 */
export function stringsView(column: StringColumn): string[] {
  const { table, codes } = column;
  return lookupView(codes.length, (i) => table[codes[i]!]!, () => unpackStrings(column));
}

/**
 * `n` strings read like a `string[]`, each made by `at(i)` when first read and kept (a seat's
 * label is read again with every frame that draws numbers). Anything but a read by index or
 * the length (a method, a spread) gets the whole array, made once by `all` (by default from
 * `at`).
 */
export function lookupView(n: number, at: (i: number) => string, all?: () => string[]): string[] {
  const isIndex = (key: string | symbol): boolean => typeof key === 'string' && key.length > 0 && key.length < 11 && key.charCodeAt(0) >= 48 && key.charCodeAt(0) <= 57;
  let whole: string[] | null = null;
  const made = () => (whole ??= all ? all() : Array.from({ length: n }, (_, i) => at(i)));
  let kept: (string | undefined)[] | null = null;
  return new Proxy([] as string[], {
    get(_target, key) {
      if (isIndex(key)) {
        const i = Number(key as string);
        if (!(Number.isInteger(i) && i < n)) return undefined;
        kept ??= new Array<string | undefined>(n);
        return (kept[i] ??= at(i));
      }
      if (key === 'length') return n;
      const v = Reflect.get(made(), key) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(made()) : v;
    },
    has(_target, key) {
      if (isIndex(key)) return Number(key as string) < n;
      return Reflect.has(made(), key);
    },
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(made(), key),
    set: () => false,
  });
}
