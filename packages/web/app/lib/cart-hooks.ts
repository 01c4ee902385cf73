import { useEffect, useState } from 'react';

/**
 * False on the server and during hydration, true afterwards: a form renders its JavaScript-only
 * parts (the `_enhanced` flag, popups opened by script) only once the script can handle them.
 */
export function useHydrated(): boolean {
  // A component mounted after hydration (a popup opened later) starts hydrated.
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    setHydrated(true);
  }, []);
  return hydrated;
}

let hydratedOnce = false;
