import { useEffect } from 'react';
import type { TrackingIds } from '../context';
import { pixelsFor, startPixel } from '../lib/tracking';

/** Starts the pixels the visitor's consent allows on this host (spec §4), after hydration. */
export function TrackingPixels({
  tracking,
  consent,
  nonce,
}: {
  tracking: TrackingIds | undefined;
  consent: { decided: boolean; analytics: boolean; marketing: boolean };
  nonce: string | undefined;
}) {
  const pixels = tracking ? pixelsFor(tracking, consent).join(',') : '';
  useEffect(() => {
    if (!tracking || !pixels) return;
    for (const pixel of pixels.split(',') as ReturnType<typeof pixelsFor>) startPixel(pixel, tracking, nonce);
  }, [tracking, pixels, nonce]);
  return null;
}
