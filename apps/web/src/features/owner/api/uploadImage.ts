import type { Slika } from '@zakazi/contract';
import { managementPaths } from '@zakazi/contract/management-paths';
import { buildUrl, getAccessToken, type HttpResult } from '@/lib/http';

/** Multipart field name of the upload (CONTRACT.md: imageFile). */
const FIELD = 'imageFile';

export type Upload = { done: Promise<HttpResult<Slika>>; abort: () => void };

/**
 * POST /api/EntitetImages/{id}/upload, one file per request. XMLHttpRequest rather than fetch,
 * because only XHR reports upload progress; `onProgress` gets 0..1. Like the http client it
 * never rejects on an HTTP status: the caller reads `ok`/`status` (0 = network failure or abort).
 */
export function uploadImage(entitetId: number, file: File, onProgress: (fraction: number) => void): Upload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<HttpResult<Slika>>((resolve) => {
    xhr.open('POST', buildUrl(managementPaths.uploadImage(entitetId)));
    xhr.setRequestHeader('accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = xhr.responseText;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok) onProgress(1);
      resolve(ok ? { status: xhr.status, ok, data: data as Slika, error: null } : { status: xhr.status, ok, data: null, error: data });
    };
    const failed = () => resolve({ status: 0, ok: false, data: null, error: 'network' });
    xhr.onerror = failed;
    xhr.onabort = failed;
    const form = new FormData();
    form.append(FIELD, file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
