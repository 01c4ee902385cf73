import type { TrackingIds } from '../context';

export type Pixel = 'analytics' | 'ads' | 'barion';

/**
 * The pixels to load (spec §4 cookie consent): Google Analytics with consent level 2
 * (statistics), the Google Ads and Barion pixels with level 3 (marketing); none on a host that
 * is not a configured production host (no `tracking` then) or before the visitor decided.
 */
export function pixelsFor(
  tracking: TrackingIds | undefined,
  consent: { decided: boolean; analytics: boolean; marketing: boolean },
): Pixel[] {
  if (!tracking || !consent.decided) return [];
  const pixels: Pixel[] = [];
  if (consent.analytics && tracking.gaMeasurementId) pixels.push('analytics');
  if (consent.marketing && tracking.googleAdsId) pixels.push('ads');
  if (consent.marketing && tracking.barionPixelId) pixels.push('barion');
  return pixels;
}

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    bp?: Queue;
  }
}

const loaded = new Set<string>();

function addScript(src: string, nonce: string | undefined) {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

/** Starts a pixel once per page life; the queues are set up in our bundle, so no inline script. */
export function startPixel(pixel: Pixel, tracking: TrackingIds, nonce: string | undefined): void {
  if (pixel === 'analytics' || pixel === 'ads') {
    window.dataLayer ??= [];
    window.gtag ??= function gtag() {
      // gtag.js reads the arguments object itself, as its snippet pushes it.
      // biome-ignore lint/complexity/noArguments: the documented gtag queue format.
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    const id = pixel === 'analytics' ? tracking.gaMeasurementId : tracking.googleAdsId;
    window.gtag('config', id, pixel === 'analytics' ? { anonymize_ip: true } : {});
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id ?? '')}`, nonce);
    return;
  }
  if (!window.bp) {
    const bp: Queue = (...args: unknown[]) => {
      bp.q ??= [];
      bp.q.push(args);
    };
    window.bp = bp;
    bp('init', 'addBarionPixelId', tracking.barionPixelId);
  }
  addScript('https://pixel.barion.com/bp.js', nonce);
}
