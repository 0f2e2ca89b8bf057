import { useNavigation } from 'react-router';

/** 2 px bar at the top edge while a navigation's loaders run (SPEC.md 2 and 9). */
export function LoadingBar() {
  const navigation = useNavigation();
  const active = navigation.state !== 'idle';
  return <div className="loading-bar" data-active={active || undefined} role="progressbar" aria-hidden={!active} aria-label="Učitavanje" />;
}
