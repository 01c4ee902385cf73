import type { Locale } from '@vag/domain';
import { Form, useLocation } from 'react-router';
import type { T } from '../i18n';

/** Switches between Hungarian and English: a form post, so it works without JavaScript. */
export function LanguageSwitch({ locale, t }: { locale: Locale; t: T }) {
  const location = useLocation();
  return (
    <Form method="post" action="/language" className="language-switch" reloadDocument>
      <input type="hidden" name="locale" value={locale === 'hu' ? 'en' : 'hu'} />
      <input type="hidden" name="back" value={location.pathname + location.search} />
      <button
        type="submit"
        className="link-button"
        aria-label={t('switchToLabel')}
        lang={locale === 'hu' ? 'en' : 'hu'}
      >
        {t('switchTo')}
      </button>
    </Form>
  );
}
