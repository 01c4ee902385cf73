import { localizePath, SUGGESTIONS_DESKTOP, SUGGESTIONS_MOBILE } from '@vag/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLocale, useT } from '../../lib/use-site';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { SearchCombobox } from './SearchCombobox';

/**
 * The header search (spec §2): a ~400 px combobox on wide screens; on phones (below 980 px, the
 * academy below 1200 px: CSS decides) an icon opening a full-screen overlay. Without JavaScript
 * the icon is a link to the search page and the box a GET form.
 */
export function HeaderSearch() {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const searchPath = localizePath('/search', locale);
  const [overlay, setOverlay] = useState(false);
  const openerRef = useRef<HTMLAnchorElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a route change
  useEffect(() => setOverlay(false), [pathname]);
  useEffect(() => {
    document.body.classList.toggle('no-scroll', overlay);
    return () => document.body.classList.remove('no-scroll');
  }, [overlay]);

  function close() {
    setOverlay(false);
    openerRef.current?.focus();
  }

  // Focus stays inside the overlay while it is open (DESIGN §7: popups trap focus).
  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // The combobox's own Escape first closes its list or clears it, then calls onEscape.
      if (!(event.target instanceof HTMLInputElement)) close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = dialogRef.current.querySelectorAll<HTMLElement>('input, button, a[href]');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="header-search">
      <SearchCombobox limit={SUGGESTIONS_DESKTOP} searchPath={searchPath} className="header-search__box" />
      <Link
        ref={openerRef}
        to={searchPath}
        className="icon-button header-search__open"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOverlay(true);
        }}
      >
        <Icon name="search" />
        <span className="visually-hidden">{t('header.search')}</span>
      </Link>
      {overlay && (
        <div
          ref={dialogRef}
          className="search-overlay"
          role="dialog"
          aria-modal="true"
          aria-label={t('content.search.label')}
          onKeyDown={trapFocus}
        >
          <div className="search-overlay__bar">
            <SearchCombobox
              limit={SUGGESTIONS_MOBILE}
              searchPath={searchPath}
              autoFocus
              onNavigate={() => setOverlay(false)}
              onEscape={close}
              className="search-overlay__box"
            />
            <button type="button" className="icon-button" onClick={close}>
              <Icon name="close" />
              <span className="visually-hidden">{t('content.search.close')}</span>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
