import type { HomeCarouselSlide } from '@vag/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/use-site';
import { Link } from '../Link';
import { fillMessage } from './fill-message';
import { ResponsiveImage } from './ResponsiveImage';

/** Carousel art is a wide 12:5 banner. */
const SLIDE_WIDTH = 2400;
const SLIDE_HEIGHT = 1000;
/** Long enough to read a title and a subtitle before the slide changes. */
const AUTOPLAY_MS = 7000;

const isExternal = (url: string) => /^https?:\/\//.test(url);

function SlideLink({ href, children }: { href: string; children: string }) {
  if (isExternal(href)) {
    return (
      <a href={href} className="button button--primary" rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className="button button--primary">
      {children}
    </Link>
  );
}

/** What a slide renders (the API's `sort` has done its work: slides come in order). */
export type CarouselSlideData = Omit<HomeCarouselSlide, 'sort'>;

export function toCarouselSlide(slide: HomeCarouselSlide): CarouselSlideData {
  return {
    id: slide.id,
    title: slide.title,
    subtitle: slide.subtitle,
    image: slide.image,
    link: slide.link,
    button_text: slide.button_text,
  };
}

/**
 * The home carousel (WAI-ARIA carousel pattern): previous/next, dot buttons and a pause
 * control. It advances on its own only while nobody hovers or focuses it and the visitor
 * has not asked for reduced motion; the first slide's image is the page's LCP.
 */
export function HomeCarousel({ slides }: { slides: CarouselSlideData[] }) {
  const t = useT();
  const id = useId();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  // The slides after the first are hidden until the carousel turns, which takes JavaScript: the
  // page's HTML carries only the first, and the others and the controls are rendered once hydrated
  // (the controls sit over the slide, so nothing moves when they come).
  const [hydrated, setHydrated] = useState(false);
  const root = useRef<HTMLElement>(null);
  const count = slides.length;

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const autoplay = playing && !held && !reducedMotion && count > 1;
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, count]);

  const go = useCallback((index: number) => setCurrent((index + count) % count), [count]);

  if (count === 0) return null;
  return (
    <section
      ref={root}
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('catalogue.home.carousel')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="carousel__slides" id={`${id}-slides`} aria-live={autoplay ? 'off' : 'polite'}>
        {(hydrated ? slides : slides.slice(0, 1)).map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a group described as a slide.
          <div
            key={slide.id}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={fillMessage(t('catalogue.home.slide'), { current: index + 1, total: count })}
            aria-hidden={index === current ? undefined : true}
            inert={index !== current}
            data-active={index === current}
          >
            <ResponsiveImage
              src={slide.image}
              alt=""
              width={SLIDE_WIDTH}
              height={SLIDE_HEIGHT}
              sizes="100vw"
              priority={index === 0}
              className="carousel__image"
            />
            <div className="carousel__caption container">
              <div className="carousel__panel">
                <h2 className="carousel__title">{slide.title}</h2>
                {slide.subtitle && <p className="carousel__subtitle">{slide.subtitle}</p>}
                {slide.link && slide.button_text && <SlideLink href={slide.link}>{slide.button_text}</SlideLink>}
              </div>
            </div>
          </div>
        ))}
      </div>
      {hydrated && count > 1 && (
        <div className="carousel__controls container">
          <button
            type="button"
            className="carousel__button"
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? t('catalogue.home.pause') : t('catalogue.home.play')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={playing ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5v14l11-7z'} />
            </svg>
          </button>
          <button
            type="button"
            className="carousel__button"
            aria-controls={`${id}-slides`}
            onClick={() => go(current - 1)}
            aria-label={t('catalogue.home.previous')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="m14.6 5 1.4 1.4-5.6 5.6 5.6 5.6-1.4 1.4-7-7z" />
            </svg>
          </button>
          <ul className="carousel__dots">
            {slides.map((slide, index) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="carousel__dot"
                  aria-controls={`${id}-slides`}
                  aria-current={index === current ? 'true' : undefined}
                  aria-label={fillMessage(t('catalogue.home.goTo'), { n: index + 1 })}
                  onClick={() => go(index)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="carousel__button"
            aria-controls={`${id}-slides`}
            onClick={() => go(current + 1)}
            aria-label={t('catalogue.home.next')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="m9.4 5 7 7-7 7L8 17.6l5.6-5.6L8 6.4z" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
