// What the app shell (header, phone menu) uses from auth on every page. Apart from index.ts so
// that the first bundle does not carry the auth forms that index.ts also exports.
export { UserMenu, useLoginHref } from './UserMenu';
