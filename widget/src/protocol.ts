/**
 * The card-payment widget protocol between the merchant page (this library) and the bank's
 * hosted page (../shared/platform-notes.md, 'The card-payment widget protocol').
 */

export const VERSION = 'v2.31.2';

/** The hosted page's first window message, carrying a MessagePort in `ports[0]`. */
export const PORT_HANDSHAKE = 'Send port to target';

/** `{type, payload}` messages on the port. */
export const PortMessage = {
  GET_PARAMETERS: 'GET_PARAMETERS',
  GET_VERSION: 'GET_VERSION',
  GET_ORDERID: 'GET_ORDERID',
  OPEN_LINK: 'OPEN_LINK',
  SUCCESS: 'success',
  FAIL: 'fail',
  CLOSE_WIDGET: 'CLOSE_WIDGET',
} as const;

/** Window messages of the identity-login frame. */
export const IdentityMessage = {
  GET_SBERID_RESPONSE: 'GET_SBERID_RESPONSE',
  SBERID_RESPONSE: 'SBERID_RESPONSE',
  CLOSE_SBERID_TAB: 'CLOSE_SBERID_TAB',
} as const;

/** Window messages with `target` are relayed: "iframe" to the payment frame, "tab" to the popup. */
export type RelayTarget = 'iframe' | 'tab';

/** Paths under the hosted page's address. */
export const ACCESS_COOKIE_PATH = '/access-cookie';
export const IDENTITY_FRAME_PATH = '/framed-sberid';

export const CONTAINER_ID = 'payment-widget-container';
export const FRAME_TITLE = 'web widget';
export const IDENTITY_FRAME_TITLE = 'identity login';
export const FRAME_SANDBOX = 'allow-same-origin allow-scripts allow-popups allow-forms allow-modals allow-popups-to-escape-sandbox allow-storage-access-by-user-activation';
export const OVERLAY_Z_INDEX = 1000;

/** No GET_PARAMETERS within this time → the open is rejected with 'fail'. */
export const ANNOUNCE_TIMEOUT_MS = 20_000;
/** The identity-login frame closes itself after this time. */
export const IDENTITY_TAB_MS = 10_000;
/** The desktop Safari access-cookie popup. */
export const ACCESS_POPUP = { name: 'payment-widget-access-cookie', width: 450, height: 500, top: 200, left: 200 } as const;
export const ACCESS_POPUP_FEATURES = `popup,width=${ACCESS_POPUP.width},height=${ACCESS_POPUP.height},top=${ACCESS_POPUP.top},left=${ACCESS_POPUP.left}`;
