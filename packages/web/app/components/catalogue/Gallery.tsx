import { type KeyboardEvent, useRef, useState } from 'react';
import { ResponsiveImage } from './ResponsiveImage';

export interface GalleryProps {
  /** Picture URLs; the first is shown large first (the page's LCP). */
  pictures: string[];
  /** Intrinsic size of the pictures, for the reserved box (no layout shift). */
  width: number;
  height: number;
  sizes: string;
  thumbSizes: string;
  /** The accessible name of the gallery and of its thumbnail toolbar. */
  label: string;
  altOf: (index: number) => string;
  thumbLabelOf: (index: number) => string;
  /** BEM block of the styles: `gallery` (products) or `training-gallery`. */
  block: string;
}

/**
 * A detail page's pictures: one large, the others as thumbnail buttons; arrow keys move
 * between the thumbnails as in a toolbar (one tab stop).
 */
export function Gallery({
  pictures,
  width,
  height,
  sizes,
  thumbSizes,
  label,
  altOf,
  thumbLabelOf,
  block,
}: GalleryProps) {
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = pictures[current];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      ({ ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 } as Record<string, number>)[event.key] ?? 0;
    if (!step) return;
    event.preventDefault();
    const next = (current + step + pictures.length) % pictures.length;
    setCurrent(next);
    thumbs.current[next]?.focus();
  };

  return (
    <section className={block} aria-label={label}>
      <div className={`${block}__main`}>
        <ResponsiveImage
          key={shown}
          src={shown}
          alt={altOf(current)}
          width={width}
          height={height}
          sizes={sizes}
          priority={current === 0}
        />
      </div>
      {pictures.length > 1 && (
        <div className={`${block}__thumbs`} role="toolbar" aria-label={label} onKeyDown={onKeyDown}>
          {pictures.map((picture, index) => (
            <button
              key={picture}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              className={`${block}__thumb`}
              aria-pressed={index === current}
              aria-label={thumbLabelOf(index)}
              tabIndex={index === current ? 0 : -1}
              onClick={() => setCurrent(index)}
            >
              <ResponsiveImage src={picture} alt="" width={width} height={height} sizes={thumbSizes} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
