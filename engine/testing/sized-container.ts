/**
 * jsdom lays nothing out: a <div> in the page that reports a box of `width` × `height` CSS px
 * at the page's top left (client size and bounding rectangle agree), for the seat map and the
 * renderer to size themselves and place taps by.
 */
export function sizedContainer(width = 400, height = 300): HTMLDivElement {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientWidth', { value: width, configurable: true });
  Object.defineProperty(el, 'clientHeight', { value: height, configurable: true });
  el.getBoundingClientRect = () => ({ left: 0, top: 0, right: width, bottom: height, width, height, x: 0, y: 0, toJSON: () => ({}) });
  document.body.appendChild(el);
  return el;
}
