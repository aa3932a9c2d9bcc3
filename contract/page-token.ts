/**
 * The cookie a page response leaves the visitor's CSRF token in, for the page's code to read
 * (not HttpOnly): the token is no longer part of the page's HTML, so that the same page is
 * the same bytes for every visitor and is compressed once (server/http/page-bytes.ts). The
 * server still checks the token against the session cookie; a script of another site can
 * read neither.
 */
export const PAGE_TOKEN_COOKIE = 'storefront_csrf';
