import { useSyncExternalStore } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { useT } from '../lib/use-site';

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/**
 * The loader of spec §4 (on while any request is in flight: the navigation and every
 * fetcher) as a slim top bar, and a notice while the browser is offline.
 */
export function ActivityIndicators() {
  const t = useT();
  const navigation = useNavigation();
  const busyFetchers = useFetchers().filter((fetcher) => fetcher.state !== 'idle').length;
  const inFlight = (navigation.state === 'idle' ? 0 : 1) + busyFetchers;
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  return (
    <>
      <div className="progress" data-active={inFlight > 0} aria-hidden="true" />
      {inFlight > 0 && <span className="visually-hidden">{t('status.loading')}</span>}
      {!online && (
        <p className="offline-notice" role="status">
          {t('status.offline')}
        </p>
      )}
    </>
  );
}
