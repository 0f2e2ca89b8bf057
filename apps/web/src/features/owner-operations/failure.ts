import { apiErrorOf } from '@/lib/http';
import type { TFunction } from '@/lib/i18n';

/** One sentence for a refused or failed write of these tabs (the server's own words are English). */
export function failureText(error: unknown, t: TFunction): string {
  const { status } = apiErrorOf(error);
  if (status === 0) return t('ownerOps.common.offline');
  if (status === 403) return t('ownerOps.common.forbidden');
  if (status === 404) return t('ownerOps.common.gone');
  return t('ownerOps.common.failed');
}
