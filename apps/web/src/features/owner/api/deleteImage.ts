import type { SlikeResponse } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { http } from '@/lib/http';

/** DELETE /api/EntitetImages/{id}/image/{imageId}: the images left, in display order. */
export function deleteImage(entitetId: number, imageId: number) {
  return http.delete<SlikeResponse>(managementPaths.deleteImage(entitetId, imageId));
}
