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
