import { useSyncExternalStore } from 'react';

/**
 * Date slides per view and per group (docs/product/booking.md): 7, and 1, 2, 3, 4 at the 320, 480, 680
 * and 768 px breakpoints. A breakpoint is read as the widest screen of its step (up to
 * 320 px one slide, up to 480 two …, wider than 768 the full week of 7), so that the
 * base value of 7 is what desktops see and phones get fewer, larger targets.
 */
export const SLIDE_BREAKPOINTS: ReadonlyArray<readonly [maxWidth: number, perView: number]> = [
  [320, 1],
  [480, 2],
  [680, 3],
  [768, 4],
];
export const SLIDES_PER_VIEW = 7;

export function slidesPerViewAt(width: number): number {
  for (const [maxWidth, perView] of SLIDE_BREAKPOINTS) if (width <= maxWidth) return perView;
  return SLIDES_PER_VIEW;
}

const queries = SLIDE_BREAKPOINTS.map(([maxWidth]) => `(max-width: ${maxWidth}px)`);

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = queries.map((q) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener('change', onChange));
  return () => lists.forEach((l) => l.removeEventListener('change', onChange));
}

function current(): number {
  if (typeof window === 'undefined') return SLIDES_PER_VIEW;
  if (typeof window.matchMedia !== 'function') return slidesPerViewAt(window.innerWidth);
  const index = queries.findIndex((q) => window.matchMedia(q).matches);
  return index >= 0 ? SLIDE_BREAKPOINTS[index]![1] : SLIDES_PER_VIEW;
}

/** A typical phone's width (360–480 px share one step): what a server render assumes for a phone. */
const PHONE_WIDTH = 390;
let assumedPerView = SLIDES_PER_VIEW;

/**
 * What a server-rendered page assumed about the screen (a phone, from the request): its dates
 * are laid out as that screen will show them, before the code has run, and its hydration
 * renders the same markup; the real width's answer follows right after hydration.
 */
export function assumeSlidesScreen(phone: boolean): void {
  assumedPerView = phone ? slidesPerViewAt(PHONE_WIDTH) : SLIDES_PER_VIEW;
}

/** What a server render (and the hydration after it) lays the dates out with. */
export function serverSlidesPerView(): number {
  return assumedPerView;
}

/** Slides per view for the window's width now; re-renders when a breakpoint is crossed. */
export function useSlidesPerView(): number {
  return useSyncExternalStore(subscribe, current, serverSlidesPerView);
}
