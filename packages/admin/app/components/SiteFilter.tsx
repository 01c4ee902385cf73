import type { StaffMe } from '@vag/domain';
import { Form } from 'react-router';
import type { T } from '../i18n';

/** The site filter: a GET form, so the choice lives in the URL (shareable, kept by the navigation). */
export function SiteFilter({
  me,
  site,
  t,
  hidden = {},
}: {
  me: StaffMe;
  site?: string;
  t: T;
  hidden?: Record<string, string>;
}) {
  const label = { shop: t('siteShop'), academy: t('siteAcademy') };
  return (
    <Form method="get" className="filters">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="field inline">
        <label htmlFor="site">{t('siteFilter')}</label>
        <select id="site" name="site" defaultValue={site ?? ''}>
          {me.sites.length > 1 && <option value="">{t('siteAll')}</option>}
          {me.sites.map((key) => (
            <option key={key} value={key}>
              {label[key]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button small">
        {t('apply')}
      </button>
    </Form>
  );
}
