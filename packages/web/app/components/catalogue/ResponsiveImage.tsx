import { MIN_IMAGE_URL_LENGTH } from '@vag/domain';
import { useCallback, useState } from 'react';
import { densityWidths, srcSetWidths } from './image-widths';

export interface ResponsiveImageProps {
  /** The image URL from the API (`/img/...` is resized by our server; other URLs are used as they are). */
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size (or just the aspect ratio): reserves the box so nothing jumps while loading. */
  width: number;
  height: number;
  /**
   * How wide the image is shown, e.g. `(max-width: 980px) 50vw, 25vw`; or, for an image shown at
   * about one width on every screen, that width in CSS pixels: it is then offered at 1× and 2×.
   */
  sizes: string | number;
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

interface Sources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Only the widths its slot can use (image-widths.ts): every one is a URL in the page. */
function widthSources(src: string, sizes: string): Sources {
  const widths = srcSetWidths(sizes);
  const fallback = imageUrl(src, widths.findLast((w) => w <= FALLBACK_WIDTH) ?? (widths[0] as number));
  if (!isResizable(src) || widths.length < 2) return { src: fallback };
  return { src: fallback, srcSet: widths.map((w) => `${imageUrl(src, w)} ${w}w`).join(', '), sizes };
}

/** The 1× width as `src`, the 2× one as the only `srcset` entry: a screen of 3× takes the 2× one. */
function densitySources(src: string, slot: number): Sources {
  const [once, twice] = densityWidths(slot) as [number, number | undefined];
  if (!isResizable(src) || twice === undefined) return { src: imageUrl(src, once) };
  return { src: imageUrl(src, once), srcSet: `${imageUrl(src, twice)} 2x` };
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
  const sources = typeof sizes === 'number' ? densitySources(src, sizes) : widthSources(src, sizes);
  return (
    <img
      ref={checkLoaded}
      className={classes}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
