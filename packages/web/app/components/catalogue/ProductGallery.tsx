import { type KeyboardEvent, useRef, useState } from 'react';
import { useT } from '../../lib/use-site';
import { fillMessage } from './fill-message';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './ProductCard';
import { ResponsiveImage } from './ResponsiveImage';

/**
 * The product's pictures: the default one large (the page's LCP), the others as thumbnail
 * buttons; arrow keys move between thumbnails as in a toolbar.
 */
export function ProductGallery({ name, pictures }: { name: string; pictures: string[] }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = pictures[current];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = (current + step + pictures.length) % pictures.length;
    setCurrent(next);
    thumbs.current[next]?.focus();
  };

  return (
    <section className="gallery" aria-label={t('catalogue.product.gallery')}>
      <div className="gallery__main">
        <ResponsiveImage
          key={shown}
          src={shown}
          alt={name}
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          sizes="(max-width: 980px) 100vw, 560px"
          priority={current === 0}
        />
      </div>
      {pictures.length > 1 && (
        <div
          className="gallery__thumbs"
          role="toolbar"
          aria-label={t('catalogue.product.gallery')}
          onKeyDown={onKeyDown}
        >
          {pictures.map((picture, index) => (
            <button
              key={picture}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              className="gallery__thumb"
              aria-pressed={index === current}
              aria-label={fillMessage(t('catalogue.product.showImage'), { n: index + 1 })}
              tabIndex={index === current ? 0 : -1}
              onClick={() => setCurrent(index)}
            >
              <ResponsiveImage
                src={picture}
                alt=""
                width={PRODUCT_IMAGE_WIDTH}
                height={PRODUCT_IMAGE_HEIGHT}
                sizes="96px"
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
