/** What the inline page scripts leave on `window` for the app (src/api/client.ts, src/app/early-taps.ts). */
export type EarlyWindow = Window & {
  __earlyGets?: Record<string, Promise<Response>>;
  __earlyTaps?: Element[];
  __stopEarlyTaps?: () => void;
};

/** The id of the JSON element that lists the paths early-gets.ts starts. */
export const EARLY_GETS_ID = 'early-gets';
