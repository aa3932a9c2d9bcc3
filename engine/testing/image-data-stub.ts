import { vi } from 'vitest';

/** Pixels to stamp into where the environment has no ImageData (jsdom, node): a plain buffer of the size. */
export function stubImageData(): void {
  vi.stubGlobal(
    'ImageData',
    class {
      data: Uint8ClampedArray;
      constructor(
        readonly width: number,
        readonly height: number,
      ) {
        this.data = new Uint8ClampedArray(width * height * 4);
      }
    },
  );
}
