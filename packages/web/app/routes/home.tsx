import { localizePath } from '@vag/domain';
import { Link } from 'react-router';
import { pageMeta } from '../lib/meta';
import { useLocale, useSiteKey, useT } from '../lib/use-site';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location });

export default function Home() {
  const t = useT();
  const locale = useLocale();
  const site = useSiteKey();
  const ctaPath = site === 'shop' ? '/category' : '/training-calendar';
  return (
    <section className={`hero hero--${site}`} aria-labelledby="home-title">
      <div className="container hero__inner">
        <p className="eyebrow">{t(`home.${site}.eyebrow`)}</p>
        <h1 id="home-title" className="hero__title">
          {t(`home.${site}.title`)}
        </h1>
        <p className="hero__lead">{t(`home.${site}.lead`)}</p>
        <Link to={localizePath(ctaPath, locale)} className="button button--primary">
          {t(`home.${site}.cta`)}
        </Link>
      </div>
    </section>
  );
}
