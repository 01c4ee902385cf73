import { MIN_IMAGE_URL_LENGTH } from '@vag/domain';
import { useCallback, useState } from 'react';
import { srcSetWidths } from './image-widths';

export interface ResponsiveImageProps {
  /** The image URL from the API (`/img/...` is resized by our server; other URLs are used as they are). */
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size (or just the aspect ratio): reserves the box so nothing jumps while loading. */
  width: number;
  height: number;
  /** How wide the image is shown, e.g. `(max-width: 980px) 50vw, 25vw`. */
  sizes: string;
  /** The page's largest image above the fold (LCP): loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/** The `src` of a browser that reads no `srcset`: the widest offered width up to this one. */
const FALLBACK_WIDTH = 768;

/** Only our own image endpoint resizes (`/img/...?w=`, spec §9 screen widths). */
function isResizable(src: string): boolean {
  return src.startsWith('/img/');
}

export function imageUrl(src: string, width: number): string {
  if (!isResizable(src)) return src;
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}`;
}

/** Spec §8: an image URL is used only when it is longer than 10 characters. */
export function isUsableImageUrl(src: string | null | undefined): src is string {
  return typeof src === 'string' && src.length > MIN_IMAGE_URL_LENGTH;
}

/**
 * A picture served in the spec's screen widths (srcset + sizes), with reserved space and a
 * calm placeholder when the URL is unusable or the image fails to load (spec §8).
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, className }: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  // An image that failed before hydration fires no onError any more: check it once mounted.
  const checkLoaded = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) setFailed(true);
  }, []);
  const classes = ['responsive-image', className].filter(Boolean).join(' ');
  if (!isUsableImageUrl(src) || failed) {
    const placeholder = {
      className: `${classes} responsive-image--placeholder`,
      style: { aspectRatio: `${width} / ${height}` },
    };
    const mark = (
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <path
          d="M10 12h28a2 2 0 0 1 2 2v20a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V14a2 2 0 0 1 2-2Zm0 2v15l8-8 7 7 4-4 9 9V14H10Zm21 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z"
          fill="currentColor"
        />
      </svg>
    );
    return alt ? (
      <span {...placeholder} role="img" aria-label={alt}>
        {mark}
      </span>
    ) : (
      <span {...placeholder} aria-hidden="true">
        {mark}
      </span>
    );
  }
  // Only the widths its slot can use (image-widths.ts): every one is a URL in the page.
  const widths = srcSetWidths(sizes);
  const srcSet =
    isResizable(src) && widths.length > 1 ? widths.map((w) => `${imageUrl(src, w)} ${w}w`).join(', ') : undefined;
  return (
    <img
      ref={checkLoaded}
      className={classes}
      src={imageUrl(src, widths.findLast((w) => w <= FALLBACK_WIDTH) ?? (widths[0] as number))}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onError={() => setFailed(true)}
    />
  );
}
