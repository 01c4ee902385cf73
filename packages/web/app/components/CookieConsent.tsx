import { useId, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { Consent } from '../lib/consent';
import { useT } from '../lib/use-site';

/**
 * The cookie layer of spec §2/§4: a banner with accept-all and settings; the settings view
 * has the three levels (necessary always on), optional ones reset to off. Works as a plain
 * form without JavaScript.
 */
export function CookieConsent({ consent }: { consent: Consent }) {
  const t = useT();
  const fetcher = useFetcher();
  const location = useLocation();
  const [settings, setSettings] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const moreId = useId();
  if (consent.decided || fetcher.state !== 'idle') return null;

  return (
    <section className="cookie-layer" role="dialog" aria-labelledby={titleId} aria-modal="false">
      <fetcher.Form method="post" action="/cookie-consent" className="cookie-layer__inner container" preventScrollReset>
        <input type="hidden" name="redirect_to" value={`${location.pathname}${location.search}`} />
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
        {settings && (
          <fieldset className="cookie-layer__levels">
            <legend className="visually-hidden">{t('cookies.settings')}</legend>
            <label>
              <input type="checkbox" checked disabled /> {t('cookies.level1')}
            </label>
            <label>
              <input type="checkbox" name="analytics" /> {t('cookies.level2')}
            </label>
            <label>
              <input type="checkbox" name="marketing" /> {t('cookies.level3')}
            </label>
          </fieldset>
        )}
        <div className="cookie-layer__actions">
          {settings ? (
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
          <button type="submit" name="choice" value="all" className="button button--primary">
            {t('cookies.acceptAll')}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
