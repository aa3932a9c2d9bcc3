import { useCallback, useEffect, useRef } from 'react';
import { loadRecaptcha, type Grecaptcha } from './load-recaptcha';

export type InvisibleRecaptcha = {
  /** Put on an empty element; the widget renders its badge there. */
  containerRef: (el: HTMLElement | null) => void;
  /** Runs the check; resolves with the token to send with the order. */
  execute: () => Promise<string>;
  /** A token is single-use: reset after every order answer. */
  reset: () => void;
};

type Pending = { resolve: (token: string) => void; reject: (error: Error) => void };

/**
 * Google's invisible recaptcha for the given site key; with no key it does nothing and
 * `execute` rejects (the page should not ask for it then: see `captchaSettings`).
 * `loader` replaces the script loading in tests.
 */
export function useInvisibleRecaptcha(siteKey: string | null, loader: () => Promise<Grecaptcha> = loadRecaptcha): InvisibleRecaptcha {
  const container = useRef<HTMLElement | null>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const pending = useRef<Pending | null>(null);
  const loaderRef = useRef(loader);
  loaderRef.current = loader;

  const ensureWidget = useCallback(async (): Promise<{ api: Grecaptcha; id: number }> => {
    if (widget.current) return widget.current;
    if (!siteKey) throw new Error('recaptcha: no site key');
    const el = container.current;
    if (!el) throw new Error('recaptcha: no container');
    const api = await loaderRef.current();
    await new Promise<void>((r) => api.ready(r));
    const id = api.render(el, {
      sitekey: siteKey,
      size: 'invisible',
      badge: 'inline',
      callback: (token) => {
        pending.current?.resolve(token);
        pending.current = null;
      },
      'error-callback': () => {
        pending.current?.reject(new Error('recaptcha: error'));
        pending.current = null;
      },
      'expired-callback': () => {
        pending.current?.reject(new Error('recaptcha: expired'));
        pending.current = null;
      },
    });
    widget.current = { api, id };
    return widget.current;
  }, [siteKey]);

  useEffect(() => {
    widget.current = null;
    return () => {
      pending.current?.reject(new Error('recaptcha: unmounted'));
      pending.current = null;
    };
  }, [siteKey]);

  const execute = useCallback(async () => {
    const w = await ensureWidget();
    pending.current?.reject(new Error('recaptcha: superseded'));
    const token = new Promise<string>((resolve, reject) => {
      pending.current = { resolve, reject };
    });
    w.api.execute(w.id);
    return token;
  }, [ensureWidget]);

  const reset = useCallback(() => {
    const w = widget.current;
    if (w) w.api.reset(w.id);
  }, []);

  const containerRef = useCallback((el: HTMLElement | null) => {
    container.current = el;
  }, []);

  return { containerRef, execute, reset };
}
