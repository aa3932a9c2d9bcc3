// The hall parser alone, for code that parses without drawing (the hall worker): the
// engine's entry point also brings the renderer and Konva.
export { parseHallSvg, HallParseError } from './parse';
