// What crosses between the hall workers and the page: the parsed geometry with its string
// columns packed (parse-messages, string-column) and the server's hall document
// (geometry-messages, hall-document). Engine types, so the engine owns their shape.
export * from './parse-messages';
export * from './string-column';
export * from './geometry-messages';
export * from './hall-document';
export * from './seat-id-index';
