import { useNavigation } from 'react-router';
import { useTranslation } from '@/lib/i18n';

/** 2 px bar at the top edge while a navigation's loaders run (SPEC.md 2 and 9). */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const active = navigation.state !== 'idle';
  return <div className="loading-bar" data-active={active || undefined} role="progressbar" aria-hidden={!active} aria-label={t('common.states.loading')} />;
}
