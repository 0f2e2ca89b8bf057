import { useTranslation } from '@/lib/i18n';
import { PageShell } from '@/components/PageShell';

/** Route module of /x — the auth issue builds the real screen on top of this shell. */
export function Component() {
  const { t } = useTranslation();
  return <PageShell title={t('owner.entityEdit.title')} notice={t('owner.entityEdit.notice')} />;
}
