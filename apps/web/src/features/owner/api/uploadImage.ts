import type { Slika } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { ApiError, buildUrl, getAccessToken, readErrorBody } from '@/lib/http';

/** Multipart field name of the upload (CONTRACT.md: imageFile). */
const FIELD = 'imageFile';

export type Upload = { done: Promise<Slika>; abort: () => void };

/**
 * POST /api/EntitetImages/{id}/upload, one file per request. XMLHttpRequest rather than fetch,
 * because only XHR reports upload progress; `onProgress` gets 0..1. Like `send` it resolves with
 * the stored image or rejects with an ApiError (status 0: network failure or abort).
 */
export function uploadImage(entitetId: number, file: File, onProgress: (fraction: number) => void): Upload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Slika>((resolve, reject) => {
    xhr.open('POST', buildUrl(managementPaths.uploadImage(entitetId)));
    xhr.setRequestHeader('accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as Slika);
      } else reject(new ApiError(xhr.status, readErrorBody(data), 'image upload'));
    };
    const failed = () => reject(new ApiError(0, null, 'image upload'));
    xhr.onerror = failed;
    xhr.onabort = failed;
    const form = new FormData();
    form.append(FIELD, file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
