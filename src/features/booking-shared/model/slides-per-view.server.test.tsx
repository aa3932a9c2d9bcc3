import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { assumeSlidesScreen, SLIDES_PER_VIEW, useSlidesPerView } from './slides-per-view';

function PerView() {
  return <span>{useSlidesPerView()}</span>;
}

afterEach(() => assumeSlidesScreen(false));

describe('slides per view in a server render', () => {
  it("lays a phone's dates out as a phone shows them (2), a desktop's as the full week", () => {
    expect(renderToString(<PerView />)).toBe(`<span>${SLIDES_PER_VIEW}</span>`);
    assumeSlidesScreen(true);
    expect(renderToString(<PerView />)).toBe('<span>2</span>');
    assumeSlidesScreen(false);
    expect(renderToString(<PerView />)).toBe('<span>7</span>');
  });
});
