import type { SlikeResponse } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { send } from '@/lib/http';

/** DELETE /api/EntitetImages/{id}/image/{imageId}: the images left, in display order. */
export function deleteImage(entitetId: number, imageId: number) {
  return send<SlikeResponse>(managementPaths.deleteImage(entitetId, imageId), { method: 'DELETE' });
}
