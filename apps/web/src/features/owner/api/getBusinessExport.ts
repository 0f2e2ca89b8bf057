import { recordPaths } from '@zakazi/contract/management-paths';
import { ApiError, buildUrl, getAccessToken, readErrorBody } from '@/lib/http';

/**
 * GET /api/Entitet/{id}/izvoz: the business as a zip of CSV files. Read as bytes, not through
 * http.get, which reads every answer as text; an error answer still rejects with the ApiError of
 * its body, as a write's would.
 */
export async function getBusinessExport(entitetId: number): Promise<Blob> {
  const token = getAccessToken();
  const path = recordPaths.businessExport(entitetId);
  let response: Response;
  try {
    response = await fetch(buildUrl(path), { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, null, `GET ${path}`);
  }
  if (!response.ok) throw new ApiError(response.status, readErrorBody(await response.json().catch(() => null)), `GET ${path}`);
  return response.blob();
}
