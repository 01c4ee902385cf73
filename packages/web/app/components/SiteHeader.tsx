import { localizePath, type MenuLink, type SiteKey } from '@vag/domain';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuNode } from '../lib/category-menu';
import { useLocale, useT } from '../lib/use-site';
import { useVisitor } from '../lib/visitor';
import { CategoryMenu } from './CategoryMenu';
import { HeaderCart } from './cart/HeaderCart';
import { HeaderSearch } from './content/HeaderSearch';
import { DrawerCategories } from './DrawerCategories';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { SiteLink } from './SiteLink';

interface Props {
  site: SiteKey;
  links: MenuLink[];
  categories: MenuNode[];
}

/** The fixed 70 px header of spec §2 with the slide-out menu below the mobile breakpoint. */
export function SiteHeader({ site, links, categories }: Props) {
  // Until a shared page learns who its visitor is, the icon leads to the sign-in, which sends a signed-in visitor on.
  const signedIn = useVisitor().data.user !== null;
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const drawerId = useId();
  const main = links.filter((link) => link.menu === 'main');
  const secondary = links.filter((link) => link.menu === 'secondary');

  // The menu closes on navigation; while open the page behind it does not scroll (spec §4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a route change
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    document.body.classList.toggle('no-scroll', menuOpen);
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <button
          type="button"
          className="icon-button site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={drawerId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">{t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
        </button>
        <Logo site={site} />
        <nav className="main-nav" aria-label={t('nav.main')}>
          <CategoryMenu label={t(`nav.categories.${site}`)} nodes={categories} />
          <ul>
            {main.map((link) => (
              <li key={link.id}>
                <SiteLink url={link.url} className="main-nav__link">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <HeaderSearch />
          <Link to={localizePath(signedIn ? '/account' : '/login', locale)} className="icon-button">
            <Icon name="user" />
            <span className="visually-hidden">{t(signedIn ? 'header.account' : 'header.login')}</span>
          </Link>
          <HeaderCart />
        </div>
      </div>
      <div className="sub-nav">
        <div className="container sub-nav__inner">
          <nav aria-label={t('nav.secondary')}>
            <ul>
              {secondary.map((link) => (
                <li key={link.id}>
                  <SiteLink url={link.url}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher />
        </div>
      </div>
      <div id={drawerId} className="drawer" data-open={menuOpen} hidden={!menuOpen}>
        <nav aria-label={t('nav.main')}>
          <DrawerCategories nodes={categories} />
          <ul className="drawer__list">
            {[...main, ...secondary].map((link) => (
              <li key={link.id}>
                <SiteLink url={link.url} className="drawer__link">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
