import { afterEach, describe, expect, it } from 'vitest';
import { assumeSlidesScreen, serverSlidesPerView, SLIDES_PER_VIEW } from './slides-per-view';

afterEach(() => assumeSlidesScreen(false));

describe('slides per view in a server render and its hydration', () => {
  it("lays a phone's dates out as a phone shows them (2), a desktop's as the full week", () => {
    expect(serverSlidesPerView()).toBe(SLIDES_PER_VIEW);
    assumeSlidesScreen(true);
    expect(serverSlidesPerView()).toBe(2);
    assumeSlidesScreen(false);
    expect(serverSlidesPerView()).toBe(7);
  });
});
