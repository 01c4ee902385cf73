import { useId, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { Consent } from '../lib/consent';
import { useT } from '../lib/use-site';

/** `?cookie-settings` on any page opens the layer's settings again (the footer's link). */
export const COOKIE_SETTINGS_PARAM = 'cookie-settings';

/** The page's address without the reopening parameter: where the choice returns to. */
function returnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(COOKIE_SETTINGS_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * The cookie layer of spec §2/§4: a banner where rejecting is as easy and as prominent as
 * accepting, with settings for the three levels (necessary always on). It comes first in the
 * keyboard order (the root renders it right after the skip link); reopened from the footer it
 * starts at the settings with the current choice. Works as a plain form without JavaScript.
 */
export function CookieConsent({ consent }: { consent: Consent }) {
  const t = useT();
  const fetcher = useFetcher();
  const location = useLocation();
  const reopened = new URLSearchParams(location.search).has(COOKIE_SETTINGS_PARAM);
  const [settings, setSettings] = useState(reopened);
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const moreId = useId();
  if ((consent.decided && !reopened) || fetcher.state !== 'idle') return null;
  const showSettings = settings || reopened;

  return (
    <section className="cookie-layer" role="dialog" aria-labelledby={titleId} aria-modal="false">
      <fetcher.Form method="post" action="/cookie-consent" className="cookie-layer__inner container" preventScrollReset>
        <input type="hidden" name="redirect_to" value={returnPath(location.pathname, location.search)} />
        <h2 id={titleId} className="cookie-layer__title">
          {t('cookies.title')}
        </h2>
        <p className="cookie-layer__text">
          {t('cookies.text')}{' '}
          <button
            type="button"
            className="link-button"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((open) => !open)}
          >
            {t(expanded ? 'cookies.less' : 'cookies.more')}
          </button>
        </p>
        <p id={moreId} className="cookie-layer__more" hidden={!expanded}>
          {t('cookies.moreText')}
        </p>
        {showSettings && (
          <fieldset className="cookie-layer__levels">
            <legend className="visually-hidden">{t('cookies.settings')}</legend>
            <label>
              <input type="checkbox" checked disabled /> {t('cookies.level1')}
            </label>
            <label>
              <input type="checkbox" name="analytics" defaultChecked={consent.analytics} /> {t('cookies.level2')}
            </label>
            <label>
              <input type="checkbox" name="marketing" defaultChecked={consent.marketing} /> {t('cookies.level3')}
            </label>
          </fieldset>
        )}
        <div className="cookie-layer__actions">
          {showSettings ? (
            // Distinct keys: React must not turn the clicked Settings button into a submit button
            // during its own click, or the browser would submit the form.
            <button key="selection" type="submit" name="choice" value="selection" className="button button--secondary">
              {t('cookies.acceptSelection')}
            </button>
          ) : (
            <button key="settings" type="button" className="button button--secondary" onClick={() => setSettings(true)}>
              {t('cookies.settings')}
            </button>
          )}
          {/* Rejecting weighs as much as accepting (EDPB 03/2022): the same look, side by side. */}
          <button type="submit" name="choice" value="necessary" className="button button--primary">
            {t('cookies.rejectAll')}
          </button>
          <button type="submit" name="choice" value="all" className="button button--primary">
            {t('cookies.acceptAll')}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
