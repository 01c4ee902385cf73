import type { Locale } from '@vag/domain';
import type { InputHTMLAttributes } from 'react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { type AdminSalon, createSalon, getSalon, saveSalon } from '../api-client/salons';
import { serverAdminApi } from '../api-client/server';
import { actionAnswer, csrfOf, serverSubmit } from '../api-client/submit.server';
import { FlagField } from '../components/ContentFields';
import { ErrorSummary } from '../components/ErrorSummary';
import { type FieldErrors, FormField } from '../components/FormField';
import { MediaPicker } from '../components/MediaPicker';
import { RichTextEditor } from '../components/RichTextEditor';
import { siteLabel } from '../components/SiteField';
import { type T, translator } from '../i18n';
import { idOrNewOf, loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import { siteFilter } from '../lib/site-filter';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/salon';

/*
 * One partner salon's editor (`/salons/new` creates one): address and contacts, map coordinates,
 * the week's opening hours, the image from the media library, and slug, description and SEO per
 * language. The image picker posts the chosen image's id; `0` keeps the image the salon has.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = translator(loaderData?.locale ?? 'hu');
  return [{ title: loaderData?.salon ? t('salon_editTitle', { name: loaderData.salon.name }) : t('salon_newTitle') }];
};

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const id = idOrNewOf(params);
  const me = await requireStaff(request, context, locale);
  const url = new URL(request.url);
  const salon = id === 'new' ? undefined : await loadOrRefuse(getSalon(serverAdminApi(request, context), id, locale));
  return {
    locale,
    salon,
    sites: me.sites,
    site: siteFilter(url.searchParams.get('site'), me),
    created: url.searchParams.has('created'),
    csrf: csrfOf(request),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  const id = idOrNewOf(params);
  const form = await request.formData();
  const submit = serverSubmit(request, context);
  const answer = id === 'new' ? await createSalon(submit, form, locale) : await saveSalon(submit, id, form, locale);
  if (answer.ok && id === 'new' && answer.body.data) {
    throw redirect(`/salons/${answer.body.data.id}?created`, { headers: answer.headers });
  }
  return actionAnswer(answer);
}

function TextField({
  id,
  label,
  hint,
  errors,
  value,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  errors: FieldErrors;
  value: string | number | null | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'defaultValue' | 'value'>) {
  return (
    <FormField id={id} label={label} hint={hint} errors={errors}>
      {(props) => <input {...props} {...input} defaultValue={value ?? ''} />}
    </FormField>
  );
}

/** The week as a table: a row per day with its opening and closing time and a Closed box; the day's error beside it. */
function OpeningHoursField({ salon, errors, t }: { salon?: AdminSalon; errors: FieldErrors; t: T }) {
  const intervalOf = (day: number) => salon?.opening_hours.find((hours) => hours.day === day);
  return (
    <fieldset className="panel stack" aria-describedby="hours-hint">
      <legend>{t('salon_hours')}</legend>
      <p className="hint" id="hours-hint">
        {t('salon_hoursHint')}
      </p>
      <table className="data-table salon-hours">
        <thead>
          <tr>
            <th scope="col">{t('salon_day')}</th>
            <th scope="col">{t('salon_open')}</th>
            <th scope="col">{t('salon_close')}</th>
            <th scope="col">{t('salon_closed')}</th>
          </tr>
        </thead>
        <tbody>
          {DAYS.map((day) => {
            const interval = intervalOf(day);
            const dayName = t(`salon_day_${day}`);
            const error = errors?.[`hours_${day}`]?.[0];
            const described = error ? `hours_${day}-error` : undefined;
            const invalid = error ? { 'aria-invalid': true as const } : {};
            return (
              <tr key={day}>
                <th scope="row">{dayName}</th>
                <td>
                  <input
                    type="time"
                    id={`hours_${day}`}
                    name={`hours_${day}_open`}
                    aria-label={`${dayName}: ${t('salon_open')}`}
                    aria-describedby={described}
                    {...invalid}
                    defaultValue={interval?.open ?? ''}
                  />
                  {error && (
                    <p className="field-error" id={`hours_${day}-error`}>
                      {error}
                    </p>
                  )}
                </td>
                <td>
                  <input
                    type="time"
                    name={`hours_${day}_close`}
                    aria-label={`${dayName}: ${t('salon_close')}`}
                    aria-describedby={described}
                    {...invalid}
                    defaultValue={interval?.close ?? ''}
                  />
                </td>
                <td>
                  <label className="check">
                    <input
                      type="checkbox"
                      name={`hours_${day}_closed`}
                      value="1"
                      defaultChecked={salon !== undefined && !interval}
                    />
                    <span className="keep-words">
                      <span className="visually-hidden">{dayName}: </span>
                      {t('salon_closed')}
                    </span>
                  </label>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}

function LanguageFields({
  lang,
  salon,
  errors,
  locale,
  t,
}: {
  lang: Locale;
  salon?: AdminSalon;
  errors: FieldErrors;
  locale: Locale;
  t: T;
}) {
  return (
    <fieldset className="panel content-language" lang={lang}>
      <legend>{t(lang === 'hu' ? 'salon_texts_hu' : 'salon_texts_en')}</legend>
      <TextField
        id={`slug_${lang}`}
        label={t('salon_slug')}
        hint={lang === 'en' ? `${t('salon_slugHint')} ${t('salon_slugEnHint')}` : t('salon_slugHint')}
        errors={errors}
        value={salon?.[`slug_${lang}`]}
        maxLength={200}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        required={lang === 'hu'}
        autoCapitalize="off"
        spellCheck={false}
      />
      <RichTextEditor
        name={`description_${lang}`}
        label={t('salon_description')}
        defaultValue={salon?.[`description_${lang}`] ?? ''}
        locale={locale}
        contentLocale={lang}
        error={errors?.[`description_${lang}`]?.[0]}
      />
      <TextField
        id={`seo_title_${lang}`}
        label={t('salon_seoTitle')}
        errors={errors}
        value={salon?.[`seo_title_${lang}`]}
        maxLength={200}
      />
      <FormField id={`seo_description_${lang}`} label={t('salon_seoDescription')} errors={errors}>
        {(props) => (
          <textarea {...props} rows={2} maxLength={500} defaultValue={salon?.[`seo_description_${lang}`] ?? ''} />
        )}
      </FormField>
    </fieldset>
  );
}

export default function Salon({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, salon, sites, site, created, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const errors = actionData && !actionData.ok ? actionData.errors : undefined;
  const notice = actionData?.ok ? actionData.message : created && !actionData ? t('salon_saved') : undefined;
  return (
    <div className="page">
      <div className="page-head">
        <p>
          <Link to="/salons">← {t('salon_back')}</Link>
        </p>
        <h1>{salon ? t('salon_editTitle', { name: salon.name }) : t('salon_newTitle')}</h1>
        {salon && (
          <p className="link-row">
            <span>{siteLabel(salon.site, t)}</span>
            {salon.is_active && salon.urls.hu && (
              <span className="muted">
                {t('salon_view')}: <code>{salon.urls.hu}</code>
              </span>
            )}
          </p>
        )}
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('errorSummary')} message={actionData.message} fields={actionData.errors} />
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <Form method="post" className="stack editor-form">
        <input type="hidden" name="_token" value={csrf} />
        <section className="panel stack" aria-labelledby="salon-basics">
          <h2 id="salon-basics">{t('salon_basics')}</h2>
          <div className="grid-form">
            {!salon && (
              <FormField id="site" label={t('salon_site')} errors={errors}>
                {(props) => (
                  <select {...props} defaultValue={site ?? sites[0]}>
                    {sites.map((key) => (
                      <option key={key} value={key}>
                        {siteLabel(key, t)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
            <TextField id="name" label={t('salon_name')} errors={errors} value={salon?.name} maxLength={200} required />
            <TextField
              id="zipcode"
              label={t('salon_zipcode')}
              errors={errors}
              value={salon?.zipcode}
              inputMode="numeric"
              pattern="\d{4}"
              maxLength={4}
              autoComplete="off"
              required
            />
            <TextField id="city" label={t('salon_city')} errors={errors} value={salon?.city} maxLength={100} required />
            <TextField
              id="address"
              label={t('salon_address')}
              errors={errors}
              value={salon?.address}
              maxLength={200}
              required
            />
            <TextField
              id="phone"
              label={t('salon_phone')}
              errors={errors}
              value={salon?.phone}
              type="tel"
              maxLength={50}
            />
            <TextField
              id="email"
              label={t('salon_email')}
              errors={errors}
              value={salon?.email}
              type="email"
              maxLength={200}
            />
            <TextField
              id="website"
              label={t('salon_website')}
              hint={t('salon_websiteHint')}
              errors={errors}
              value={salon?.website}
              type="url"
              maxLength={500}
            />
            <TextField
              id="site_ordering"
              label={t('salon_siteOrdering')}
              hint={t('salon_siteOrderingHint')}
              errors={errors}
              value={salon?.site_ordering}
              type="number"
              step={1}
            />
          </div>
          <FlagField name="is_active" label={t('salon_active')} checked={salon?.is_active ?? true} />
        </section>
        <fieldset className="panel stack" aria-describedby="map-hint">
          <legend>{t('salon_map')}</legend>
          <p className="hint" id="map-hint">
            {t('salon_mapHint')}
          </p>
          <div className="grid-form">
            <TextField
              id="lat"
              label={t('salon_lat')}
              errors={errors}
              value={salon?.lat}
              inputMode="decimal"
              maxLength={30}
            />
            <TextField
              id="lng"
              label={t('salon_lng')}
              errors={errors}
              value={salon?.lng}
              inputMode="decimal"
              maxLength={30}
            />
          </div>
        </fieldset>
        <OpeningHoursField salon={salon} errors={errors} t={t} />
        <section className="panel stack" aria-labelledby="salon-image">
          <h2 id="salon-image">{t('salon_image')}</h2>
          <MediaPicker
            name="image_media_id"
            label={t('salon_image')}
            locale={locale}
            defaultValue={salon?.image ? { id: 0, url: salon.image, alt: salon.name } : null}
            error={errors?.image_media_id?.[0]}
          />
        </section>
        {(['hu', 'en'] as const).map((lang) => (
          <LanguageFields key={lang} lang={lang} salon={salon} errors={errors} locale={locale} t={t} />
        ))}
        <div>
          <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
            {salon ? t('salon_save') : t('salon_create')}
          </button>
        </div>
      </Form>
    </div>
  );
}
