import { vi } from 'vitest';

/**
 * jsdom has no layout, so it lacks the observers and media queries the date carousel
 * (Embla) needs. These stand-ins never fire: the tests drive the carousel through its
 * buttons and read the machine, and real layout is the e2e tests' part.
 */
export function stubLayoutApis(viewportWidth = 1024): void {
  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', InertObserver);
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = (!max || viewportWidth <= Number(max[1])) && (!min || viewportWidth >= Number(min[1]));
    return { matches, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false };
  });
}
