// The personal-account client: who is signed in (kept in the browser), the header menu and
// the session check. Other features read the client through here.
//
//   const { client, pending } = useKnownClient();     // ?sessionId=… or the stored one
export { clearClient, getClient, saveClient, subscriptionHashes, toStoredClient, useClient, CLIENT_STORAGE_KEY } from './model/client-store';
export type { StoredClient } from './model/client-store';
export { useKnownClient } from './model/use-known-client';
export { AccountMenu } from './components/account-menu';
export { AccountSession } from './components/account-session';
