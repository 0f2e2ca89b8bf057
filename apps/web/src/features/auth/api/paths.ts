// The contract's zod-free paths module (its schemas stay out of the client bundle).
export { identityPaths as PATHS } from '@zakazi/contract/paths';
