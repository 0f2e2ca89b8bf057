import type { SlikeResponse } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { send } from '@/lib/http';

/** POST …/image/{imageId}/naslovna: that image becomes the first one (the card and cover). */
export function setCoverImage(entitetId: number, imageId: number) {
  return send<SlikeResponse>(managementPaths.coverImage(entitetId, imageId), { method: 'POST' });
}
