/** What kind of browser the merchant page runs in, from its navigator (no feature guessing). */

type NavigatorLike = Pick<Navigator, 'userAgent'> & Partial<Pick<Navigator, 'platform' | 'maxTouchPoints'>> & { userAgentData?: { mobile?: boolean } };

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|BlackBerry|webOS/i;

/** A phone or tablet: the hosted page opens in the whole window there. */
export function isMobile(nav: NavigatorLike | undefined): boolean {
  if (!nav) return false;
  if (nav.userAgentData?.mobile === true) return true;
  const ua = nav.userAgent ?? '';
  if (MOBILE_UA.test(ua)) return true;
  // iPadOS reports itself as a Mac; only the touch points tell.
  return nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1;
}

/**
 * Desktop Safari, not a Chromium-based or other browser that borrows "Safari" in its
 * user agent: it keeps the framed page's cookies only after a first-party visit.
 */
export function isDesktopSafari(nav: NavigatorLike | undefined): boolean {
  if (!nav || isMobile(nav)) return false;
  const ua = nav.userAgent ?? '';
  return /Safari\//.test(ua) && /Version\//.test(ua) && !/Chrome|Chromium|CriOS|Edg|OPR|FxiOS|Firefox|YaBrowser|SamsungBrowser/i.test(ua);
}
