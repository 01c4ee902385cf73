import { type AdminSlide, formatDateTime, type Locale, type SiteKey } from '@vag/domain';
import { data, Form, Link, useNavigation } from 'react-router';
import { createSlide, deleteSlide, listSlides, orderSlides, saveSlide } from '../api-client/carousel';
import { ApiError } from '../api-client/client';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { ContentImageField, FlagField, imageOf } from '../components/ContentFields';
import { ErrorSummary } from '../components/ErrorSummary';
import { FormField } from '../components/FormField';
import { siteLabel } from '../components/SiteField';
import { type T, translator } from '../i18n';
import { localeOf } from '../lib/locale';
import { siteFilter } from '../lib/site-filter';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/carousel';

/*
 * The home page's carousel (issue 21): the slides of one site and language in the order shown,
 * moved up or down with buttons (keyboard and no-JavaScript alike), one slide edited at a time.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('content_carouselTitle') },
];

const localeParam = (value: string | null): Locale => (value === 'en' ? 'en' : 'hu');

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const me = await requireStaff(request, context, locale);
  const url = new URL(request.url);
  const site = siteFilter(url.searchParams.get('site'), me) ?? (me.sites[0] as SiteKey);
  const language = localeParam(url.searchParams.get('locale'));
  try {
    const slides = await listSlides(serverAdminApi(request, context), locale, { site, locale: language });
    const editId = Number(url.searchParams.get('edit'));
    return {
      locale,
      sites: me.sites,
      site,
      language,
      slides,
      editing: slides.find((slide) => slide.id === editId),
      csrf: csrfOf(request),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const intent = form.get('intent');
  const id = Number(form.get('id'));
  form.delete('id');
  const submit = serverSubmit(request, context);
  const answer =
    intent === 'order'
      ? await orderSlides(
          submit,
          {
            site: String(form.get('site')) as SiteKey,
            locale: localeParam(String(form.get('locale'))),
            ids: form.getAll('ids').map(Number),
          },
          locale,
        )
      : intent === 'delete'
        ? await deleteSlide(submit, id, locale)
        : id > 0
          ? await saveSlide(submit, id, imageOf(form), locale)
          : await createSlide(submit, imageOf(form), locale);
  return data(
    { ok: answer.ok, intent: String(intent), message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

function SlideState({ slide, t }: { slide: AdminSlide; t: T }) {
  if (slide.state === 'inactive') return <span className="badge warning">{t('content_slide_inactive')}</span>;
  if (slide.state === 'scheduled' && slide.starts_at) {
    return (
      <span className="badge warn">{t('content_slide_scheduled', { time: formatDateTime(slide.starts_at) })}</span>
    );
  }
  if (slide.state === 'ended' && slide.ends_at) {
    return <span className="badge warning">{t('content_slide_ended', { time: formatDateTime(slide.ends_at) })}</span>;
  }
  return <span className="badge">{t('content_slide_live')}</span>;
}

/** A button that saves the order with one slide moved by one place. */
function MoveButton({
  ids,
  from,
  to,
  label,
  text,
  site,
  language,
  csrf,
}: {
  ids: number[];
  from: number;
  to: number;
  label: string;
  text: string;
  site: SiteKey;
  language: Locale;
  csrf: string;
}) {
  const order = [...ids];
  const [moved] = order.splice(from, 1);
  if (moved !== undefined) order.splice(to, 0, moved);
  return (
    <Form method="post">
      <input type="hidden" name="_token" value={csrf} />
      <input type="hidden" name="intent" value="order" />
      <input type="hidden" name="site" value={site} />
      <input type="hidden" name="locale" value={language} />
      {order.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <button type="submit" className="button small" aria-label={label}>
        {text}
      </button>
    </Form>
  );
}

export default function Carousel({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, sites, site, language, slides, editing, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const errors = actionData && !actionData.ok ? actionData.errors : undefined;
  const ids = slides.map((slide) => slide.id);
  const keep = `site=${site}&locale=${language}`;
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('content_carouselTitle')}</h1>
        <p className="muted">{t('content_carouselIntro')}</p>
      </div>
      <Form method="get" className="filters" aria-label={t('content_carouselTitle')}>
        <div className="field inline">
          <label htmlFor="filter-site">{t('content_site')}</label>
          <select id="filter-site" name="site" defaultValue={site}>
            {sites.map((key) => (
              <option key={key} value={key}>
                {siteLabel(key, t)}
              </option>
            ))}
          </select>
        </div>
        <div className="field inline">
          <label htmlFor="filter-locale">{t('content_locale')}</label>
          <select id="filter-locale" name="locale" defaultValue={language}>
            <option value="hu">{t('content_locale_hu')}</option>
            <option value="en">{t('content_locale_en')}</option>
          </select>
        </div>
        <button type="submit" className="button small">
          {t('content_show')}
        </button>
      </Form>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('errorSummary')} message={actionData.message} fields={actionData.errors} />
      )}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.message}
        </p>
      )}
      <section className="panel" aria-labelledby="slides-title">
        <h2 id="slides-title">
          {t('content_slidesOf', { site: siteLabel(site, t), locale: t(`content_locale_${language}`) })}
        </h2>
        {slides.length === 0 ? (
          <p className="muted">{t('content_slidesEmpty')}</p>
        ) : (
          <ol className="slide-list">
            {slides.map((slide, index) => (
              <li key={slide.id} className="slide-item">
                <img className="slide-thumb" src={`${slide.image}?w=320`} alt="" width={160} height={90} />
                <div className="slide-text">
                  <p>
                    <strong>{slide.title}</strong>
                    {slide.subtitle && <span className="muted"> · {slide.subtitle}</span>}
                  </p>
                  <p>
                    <SlideState slide={slide} t={t} />
                    {slide.link && <code> {slide.link}</code>}
                  </p>
                </div>
                <div className="button-row">
                  {index > 0 && (
                    <MoveButton
                      ids={ids}
                      from={index}
                      to={index - 1}
                      label={t('content_moveUpOf', { title: slide.title })}
                      text={t('content_moveUp')}
                      site={site}
                      language={language}
                      csrf={csrf}
                    />
                  )}
                  {index < slides.length - 1 && (
                    <MoveButton
                      ids={ids}
                      from={index}
                      to={index + 1}
                      label={t('content_moveDownOf', { title: slide.title })}
                      text={t('content_moveDown')}
                      site={site}
                      language={language}
                      csrf={csrf}
                    />
                  )}
                  <Link
                    className="button small"
                    to={`?${keep}&edit=${slide.id}#slide-form`}
                    aria-label={t('content_editOf', { name: slide.title })}
                  >
                    {t('content_edit')}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="_token" value={csrf} />
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={slide.id} />
                    <button
                      type="submit"
                      className="button small"
                      aria-label={t('content_deleteOf', { title: slide.title })}
                    >
                      {t('content_delete')}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="panel" aria-labelledby="slide-form" key={editing?.id ?? `new-${slides.length}`}>
        <h2 id="slide-form">{editing ? t('content_slideEdit', { title: editing.title }) : t('content_slideNew')}</h2>
        <Form method="post" className="stack">
          <input type="hidden" name="_token" value={csrf} />
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="id" value={editing?.id ?? ''} />
          <input type="hidden" name="site" value={site} />
          <input type="hidden" name="locale" value={language} />
          <FormField id="title" label={t('content_title')} errors={errors}>
            {(props) => <input {...props} required maxLength={300} defaultValue={editing?.title ?? ''} />}
          </FormField>
          <FormField id="subtitle" label={t('content_subtitle')} errors={errors}>
            {(props) => <input {...props} maxLength={300} defaultValue={editing?.subtitle ?? ''} />}
          </FormField>
          <ContentImageField image={editing?.image ?? null} errors={errors} locale={locale} t={t} />
          <FormField id="link" label={t('content_link')} hint={t('content_linkHint')} errors={errors}>
            {(props) => <input {...props} maxLength={500} defaultValue={editing?.link ?? ''} />}
          </FormField>
          <FormField id="button_text" label={t('content_buttonText')} errors={errors}>
            {(props) => <input {...props} maxLength={300} defaultValue={editing?.button_text ?? ''} />}
          </FormField>
          <FormField id="starts_local" label={t('content_startsAt')} hint={t('content_windowHint')} errors={errors}>
            {(props) => <input {...props} type="datetime-local" step={1} defaultValue={editing?.starts_local ?? ''} />}
          </FormField>
          <FormField id="ends_local" label={t('content_endsAt')} hint={t('content_windowHint')} errors={errors}>
            {(props) => <input {...props} type="datetime-local" step={1} defaultValue={editing?.ends_local ?? ''} />}
          </FormField>
          <FlagField name="is_active" label={t('content_active')} checked={editing?.is_active ?? true} />
          <p className="link-row">
            <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
              {editing ? t('content_save') : t('content_create')}
            </button>
            {editing && (
              <Link className="button" to={`?${keep}`}>
                {t('content_cancel')}
              </Link>
            )}
          </p>
        </Form>
      </section>
    </div>
  );
}
