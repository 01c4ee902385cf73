import type { ReactNode } from 'react';
import { useT } from '../../lib/use-site';
import { Link } from '../Link';

export interface ShelfProps {
  id: string;
  title: string;
  /** A localized path to the whole list. */
  moreHref?: string;
  /** `wide` for trainings and posts (fewer, larger cards). */
  variant?: 'products' | 'wide';
  children: ReactNode;
}

/** A titled row of cards on the home page; renders nothing when the list is empty. */
export function Shelf({ id, title, moreHref, variant = 'products', children }: ShelfProps) {
  const t = useT();
  return (
    <section className="shelf container" aria-labelledby={id}>
      <div className="shelf__head">
        <h2 id={id} className="shelf__title">
          {title}
        </h2>
        {moreHref && (
          <Link to={moreHref} className="shelf__more">
            {t('catalogue.home.seeAll')}
            <span className="visually-hidden">{`: ${title}`}</span>
          </Link>
        )}
      </div>
      <ul className={`catalogue-grid catalogue-grid--${variant}`}>{children}</ul>
    </section>
  );
}
