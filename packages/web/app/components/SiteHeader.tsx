import { localizePath, type MenuLink, type SiteKey } from '@vag/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { type MenuNode, type PackedMenuNode, unpackMenu } from '../lib/category-menu';
import { useLocale, useT } from '../lib/use-site';
import { useVisitor } from '../lib/visitor';
import { CategoryMenu } from './CategoryMenu';
import { HeaderCart } from './cart/HeaderCart';
import { HeaderSearch } from './content/HeaderSearch';
import { DrawerCategories } from './DrawerCategories';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Link } from './Link';
import { Logo } from './Logo';
import { SiteLink } from './SiteLink';

/** A menu link as the page needs it (the root loader leaves out the API's id and sort). */
export type SiteMenuLink = Pick<MenuLink, 'menu' | 'label' | 'url'>;

/** A list key for a menu link: its menu holds each target once. */
export const linkKey = (link: SiteMenuLink) => `${link.menu} ${link.url} ${link.label}`;

interface Props {
  site: SiteKey;
  links: SiteMenuLink[];
  /** The root loader's packed menu (lib/category-menu). */
  categories: PackedMenuNode[];
}

/** The fixed 70 px header of spec §2 with the slide-out menu below the mobile breakpoint. */
export function SiteHeader({ site, links, categories: packed }: Props) {
  // Until a shared page learns who its visitor is, the icon leads to the sign-in, which sends a signed-in visitor on.
  const signedIn = useVisitor().data.user !== null;
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer's contents, from its first opening on (so its open sections stay as they were left).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const drawerId = useId();
  const categories: MenuNode[] = useMemo(() => unpackMenu(packed), [packed]);
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
          onClick={() => {
            setMenuOpen((open) => !open);
            setDrawerUsed(true);
          }}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">{t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
        </button>
        <Logo site={site} />
        <nav className="main-nav" aria-label={t('nav.main')}>
          <CategoryMenu label={t(`nav.categories.${site}`)} nodes={categories} />
          <ul>
            {main.map((link) => (
              <li key={linkKey(link)}>
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
                <li key={linkKey(link)}>
                  <SiteLink url={link.url}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher />
        </div>
      </div>
      {/* Rendered once opened: the toggle takes JavaScript, and every page's HTML is the lighter. */}
      <div id={drawerId} className="drawer" data-open={menuOpen} hidden={!menuOpen}>
        {drawerUsed && (
          <>
            <nav aria-label={t('nav.main')}>
              <DrawerCategories nodes={categories} />
              <ul className="drawer__list">
                {[...main, ...secondary].map((link) => (
                  <li key={linkKey(link)}>
                    <SiteLink url={link.url} className="drawer__link">
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
            <LanguageSwitcher />
          </>
        )}
      </div>
    </header>
  );
}
