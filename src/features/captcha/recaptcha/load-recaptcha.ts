/** The part of Google's `grecaptcha` the invisible widget uses. */
export type Grecaptcha = {
  ready(cb: () => void): void;
  render(container: HTMLElement, params: { sitekey: string; size: 'invisible'; callback: (token: string) => void; 'error-callback'?: () => void; 'expired-callback'?: () => void; badge?: string }): number;
  execute(widgetId?: number): void;
  reset(widgetId?: number): void;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __onRecaptchaLoad?: () => void;
  }
}

export const RECAPTCHA_SRC = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=__onRecaptchaLoad';

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once per page; a failed load may be tried again. */
export function loadRecaptcha(src: string = RECAPTCHA_SRC): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__onRecaptchaLoad = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('recaptcha: script loaded without grecaptcha'));
    };
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      script.remove();
      reject(new Error('recaptcha: the script did not load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
