import { type KeyboardEvent, useRef, useState } from 'react';
import { useT } from '../../lib/use-site';
import { fillMessage } from '../catalogue/fill-message';
import { ResponsiveImage } from '../catalogue/ResponsiveImage';
import { TRAINING_IMAGE_HEIGHT, TRAINING_IMAGE_WIDTH } from '../catalogue/TrainingCard';

/**
 * The training's pictures: the first large (the page's LCP), the others as thumbnail buttons;
 * arrow keys move between thumbnails as in a toolbar.
 */
export function TrainingGallery({ title, images }: { title: string; images: string[] }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const pictures = images.length > 0 ? images : [''];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key] ?? 0;
    if (!step) return;
    event.preventDefault();
    const next = (current + step + pictures.length) % pictures.length;
    setCurrent(next);
    thumbs.current[next]?.focus();
  };

  return (
    <section className="training-gallery" aria-label={t('academy.training.gallery')}>
      <div className="training-gallery__main">
        <ResponsiveImage
          key={pictures[current]}
          src={pictures[current]}
          alt={fillMessage(t('academy.training.image'), { title, index: current + 1 })}
          width={TRAINING_IMAGE_WIDTH}
          height={TRAINING_IMAGE_HEIGHT}
          sizes="(max-width: 980px) 100vw, 680px"
          priority={current === 0}
        />
      </div>
      {pictures.length > 1 && (
        <div
          className="training-gallery__thumbs"
          role="toolbar"
          aria-label={t('academy.training.gallery')}
          onKeyDown={onKeyDown}
        >
          {pictures.map((picture, index) => (
            <button
              key={picture}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              className="training-gallery__thumb"
              aria-pressed={index === current}
              aria-label={fillMessage(t('academy.training.showImage'), { index: index + 1 })}
              tabIndex={index === current ? 0 : -1}
              onClick={() => setCurrent(index)}
            >
              <ResponsiveImage
                src={picture}
                alt=""
                width={TRAINING_IMAGE_WIDTH}
                height={TRAINING_IMAGE_HEIGHT}
                sizes="120px"
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
