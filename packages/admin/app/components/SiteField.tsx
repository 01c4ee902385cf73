import type { SiteKey } from '@vag/domain';
import type { T } from '../i18n';

/** A site's name in the member's language. */
export const siteLabel = (site: SiteKey, t: T) => (site === 'shop' ? t('siteShop') : t('siteAcademy'));

/** A list filter's site: every site of the member's role, or "both" when it has two. */
export function SiteField({ sites, value, t }: { sites: readonly SiteKey[]; value?: string; t: T }) {
  return (
    <div className="field inline">
      <label htmlFor="site">{t('siteFilter')}</label>
      <select id="site" name="site" defaultValue={value ?? ''}>
        {sites.length > 1 && <option value="">{t('siteAll')}</option>}
        {sites.map((key) => (
          <option key={key} value={key}>
            {siteLabel(key, t)}
          </option>
        ))}
      </select>
    </div>
  );
}
