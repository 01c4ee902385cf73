import { localizePath } from '@vag/domain';
import { useLocale, useT } from '../lib/use-site';
import { Link } from './Link';

/** The 404 and 500 screens of spec §2: graphic or heading, text and the button home. */
export function ErrorScreen({ status }: { status: 404 | 500 }) {
  const t = useT();
  const locale = useLocale();
  const notFound = status === 404;
  return (
    <section className="error-screen container" aria-labelledby="error-title">
      {notFound && (
        <p className="error-screen__code" aria-hidden="true">
          404
        </p>
      )}
      <h1 id="error-title" className="error-screen__title">
        {t(notFound ? 'error.404.title' : 'error.500.title')}
      </h1>
      <p className="error-screen__text">{t(notFound ? 'error.404.text' : 'error.500.text')}</p>
      <Link to={localizePath('/', locale)} className="button button--primary">
        {t('error.backHome')}
      </Link>
    </section>
  );
}
