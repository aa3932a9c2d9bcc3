// css-tree's parser alone (its package entry also carries the lexer and its syntax data,
// which reading a hall does not need); @types/css-tree types only the entry.
declare module 'css-tree/parser' {
  import type { parse } from 'css-tree';
  const parser: typeof parse;
  export default parser;
}
