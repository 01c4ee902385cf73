import type { SiteKey } from '@vag/domain';
import { useT } from '../lib/use-site';
import { BarionLogo } from './BarionLogo';
import { COOKIE_SETTINGS_PARAM } from './CookieConsent';
import { RecommendTrainingBlock } from './content/RecommendTrainingBlock';
import { Link } from './Link';
import { linkKey, type SiteMenuLink } from './SiteHeader';
import { SiteLink } from './SiteLink';

export function SiteFooter({ site, links }: { site: SiteKey; links: SiteMenuLink[] }) {
  const t = useT();
  const column = (menu: SiteMenuLink['menu']) => links.filter((link) => link.menu === menu);
  const columns = [
    { title: t(`footer.shopColumn.${site}`), links: column('footer_shop') },
    { title: t('footer.helpColumn'), links: column('footer_help') },
  ];
  return (
    <footer className="site-footer">
      {site === 'academy' && <RecommendTrainingBlock />}
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">{t(`site.${site}.name`)}</p>
          <p className="muted">{t(`site.${site}.tagline`)}</p>
        </div>
        {columns.map((col) => (
          <section key={col.title} aria-label={col.title}>
            <h2 className="site-footer__title">{col.title}</h2>
            <ul className="site-footer__links">
              {col.links.map((link) => (
                <li key={linkKey(link)}>
                  <SiteLink url={link.url}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-label={t('footer.social')}>
          <h2 className="site-footer__title">{t('footer.social')}</h2>
          <ul className="site-footer__links">
            {column('social').map((link) => (
              <li key={linkKey(link)}>
                <SiteLink url={link.url}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <BarionLogo label={t('footer.payment')} />
        <Link className="site-footer__cookies" to={`?${COOKIE_SETTINGS_PARAM}`} preventScrollReset>
          {t('cookies.reopen')}
        </Link>
        <p className="muted">{`© ${new Date().getFullYear()} ${t(`site.${site}.name`)}. ${t('footer.rights')}`}</p>
      </div>
    </footer>
  );
}
