import { localizePath, type SiteKey, type User } from '@vag/domain';
import { useEffect, useRef } from 'react';
import { Form, NavLink, useLocation, useNavigation } from 'react-router';
import { useLocale, useT } from '../../lib/use-site';
import { CsrfField } from '../CsrfField';
import { accountNavEntries } from './account-nav';

/** The account menu: a column beside the screen on desktop, a scrolling strip on phones. */
export function AccountNav({ site, user }: { site: SiteKey; user: User }) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const logoutPath = localizePath('/logout', locale);
  const loggingOut = navigation.state !== 'idle' && navigation.formAction === logoutPath;
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On phones the menu is a scrolling strip: bring the current screen's entry into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reaction is to a route change
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('.active');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    const offset = active.getBoundingClientRect().left - nav.getBoundingClientRect().left + nav.scrollLeft;
    nav.scrollLeft = offset - (nav.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav ref={navRef} className="account-nav" aria-label={t('account.nav.label')}>
      <ul className="account-nav__list">
        {accountNavEntries(site, user).map((entry) => (
          <li key={entry.path}>
            <NavLink
              to={localizePath(entry.path, locale)}
              // The account home must not light up on every screen; the others stay lit on their details.
              end={entry.path === '/account'}
              className="account-nav__link"
            >
              {t(entry.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <Form method="post" action={logoutPath} className="account-nav__logout">
            <CsrfField />
            <button type="submit" className="account-nav__link account-nav__button" aria-busy={loggingOut || undefined}>
              {t('account.nav.logout')}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
