/**
 * A stand-in for a 2D canvas context that records calls and property writes, for tests of
 * draw functions where no canvas exists (node, jsdom): what was drawn, and how many state
 * changes it took.
 */
export interface RecordedCall {
  name: string;
  args: unknown[];
}

export interface RecordingContext {
  ctx: CanvasRenderingContext2D;
  calls: RecordedCall[];
  count(name: string): number;
  /** Values written to a property, in order (e.g. every fillStyle). */
  writes(prop: string): unknown[];
}

export function recordingContext(): RecordingContext {
  const calls: RecordedCall[] = [];
  const props = new Map<string, unknown>();
  const target = {} as Record<string | symbol, unknown>;
  const ctx = new Proxy(target, {
    get(_, prop) {
      if (typeof prop === 'symbol') return undefined;
      if (props.has(prop)) return props.get(prop);
      if (prop === 'canvas') return { width: 300, height: 150 };
      if (prop === 'measureText') return (text: string) => ({ width: text.length * 6 });
      if (prop === 'getImageData' || prop === 'createImageData')
        return (...args: number[]) => {
          const [w, h] = prop === 'getImageData' ? [args[2] ?? 1, args[3] ?? 1] : [args[0] ?? 1, args[1] ?? 1];
          return { width: w, height: h, data: new Uint8ClampedArray(w * h * 4) };
        };
      return (...args: unknown[]) => {
        calls.push({ name: prop, args });
      };
    },
    set(_, prop, value) {
      if (typeof prop === 'string') {
        props.set(prop, value);
        calls.push({ name: `set:${prop}`, args: [value] });
      }
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return {
    ctx,
    calls,
    count: (name) => calls.filter((c) => c.name === name).length,
    writes: (prop) => calls.filter((c) => c.name === `set:${prop}`).map((c) => c.args[0]),
  };
}
