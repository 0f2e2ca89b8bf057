/**
 * The ownership module's public face. A business's owner and what follows from it, for every
 * module that reads or changes a business's parts (media, offerings, staff, schedule, reviews,
 * businesses, identity): the owner's checks and the row lock of a write, who may see a draft,
 * publication once complete, a new owner's draft business. It has no routes of its own.
 */
export { assertMayReadBusiness, assertOwnsBusiness, lockOwnedBusiness } from './owner-access.ts';
export { createDraftBusiness, findBusinessOwner, findOwnedEntityId, unpublishBusinessesOf } from './owners.ts';
export { missingParts, refreshPublication } from './publication.ts';
export { assertEntityVisible, mayView, type Viewer } from './visibility.ts';
