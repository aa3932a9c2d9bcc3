/**
 * The caller's element becomes the map: focusable, a listbox for assistive technology
 * (its options are the focused sector's seats), and the surface d3-zoom listens on.
 * Everything changed here is put back by the returned function.
 */
export function prepareContainer(el: HTMLElement, label: string | undefined): () => void {
  const attributes = ['tabindex', 'role', 'aria-label', 'aria-activedescendant', 'aria-roledescription'] as const;
  const savedAttributes = attributes.map((name) => [name, el.getAttribute(name)] as const);
  const styles = ['position', 'touch-action', 'user-select', '-webkit-user-select', 'overflow', 'cursor'] as const;
  const savedStyles = styles.map((name) => [name, el.style.getPropertyValue(name), el.style.getPropertyPriority(name)] as const);

  if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
  el.setAttribute('role', 'listbox');
  if (label !== undefined) el.setAttribute('aria-label', label);
  const position = el.ownerDocument.defaultView?.getComputedStyle(el).position;
  if (!position || position === 'static') el.style.setProperty('position', 'relative');
  // The browser must not scroll or zoom the page under a pinch: d3-zoom owns the gestures.
  el.style.setProperty('touch-action', 'none');
  el.style.setProperty('user-select', 'none');
  el.style.setProperty('-webkit-user-select', 'none');
  el.style.setProperty('overflow', 'hidden');

  return () => {
    for (const [name, value] of savedAttributes) {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
    for (const [name, value, priority] of savedStyles) {
      if (value) el.style.setProperty(name, value, priority);
      else el.style.removeProperty(name);
    }
  };
}
