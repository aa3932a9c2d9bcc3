/**
 * The personal account is the operator's own site (setup only says whether it exists,
 * `app.lk`). Its address is deployment configuration: `VITE_LK_URL` at build time. It sends
 * the visitor back here with `?sessionId=…`, so every link carries the way back. Without
 * one, the reference server's sandbox account stands in (server/sandbox/account-page.ts).
 */
const base = (import.meta.env.VITE_LK_URL as string | undefined)?.replace(/\/+$/, '') || '/sandbox/lk';

function withBack(path: string, back: string): string {
  return `${base}${path}?${new URLSearchParams({ backUrl: back })}`;
}

export const accountLinks = {
  signIn: (back: string) => withBack('/login', back),
  register: (back: string) => withBack('/register', back),
  account: () => `${base}/`,
};
