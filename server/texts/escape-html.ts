/** Text made safe inside HTML, in an element or a quoted attribute: the server's own pages (sandbox bank, mailbox, account; mail bodies). */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
