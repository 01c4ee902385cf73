import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminMediaAsset,
  formatDateTime,
  IMAGE_WIDTHS,
  type Locale,
  MEDIA_ALT_MAX_LENGTH,
  MEDIA_MAX_BYTES,
} from '@vag/domain';
import { data, Form, useNavigation } from 'react-router';
import { ApiError } from '../api-client/client';
import { deleteMedia, listMedia, updateMediaAlt, uploadMedia } from '../api-client/media';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { Facts } from '../components/Facts';
import { thumbnailOf } from '../components/MediaLibraryDialog';
import { Pager } from '../components/Pager';
import { type T, translator } from '../i18n';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/media';

/*
 * The media library (issue 21): every uploaded image with its size and alt texts (a missing one
 * flagged), an upload, the alt texts edited in place, a delete the API refuses while a product
 * shows the image.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('media_title') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const params = new URL(request.url).searchParams;
  const q = params.get('q') ?? '';
  try {
    const list = await listMedia(
      serverAdminApi(request, context),
      { q: q || undefined, page: Number(params.get('page')) || 1, per_page: ADMIN_LIST_PAGE_SIZE },
      locale,
    );
    return { locale, q, list, csrf: csrfOf(request) };
  } catch (error) {
    if (error instanceof ApiError) throw data(error.body, { status: error.status });
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'upload');
  const id = Number(form.get('id'));
  form.delete('id');
  const submit = serverSubmit(request, context);
  const answer =
    intent === 'alt'
      ? await updateMediaAlt(submit, id, form, locale)
      : intent === 'delete'
        ? await deleteMedia(submit, id, locale)
        : await uploadMedia(submit, form, locale);
  return data(
    { ok: answer.ok, intent, id, message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

const STORED_MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('hu-HU')} kB`
    : `${(bytes / 1024 / 1024).toLocaleString('hu-HU', { maximumFractionDigits: 1 })} MB`;
}

interface Answer {
  ok: boolean;
  intent: string;
  id: number;
  message?: string;
  errors?: Record<string, string[]>;
}

function MediaCard({
  media,
  t,
  locale,
  csrf,
  answer,
}: {
  media: AdminMediaAsset;
  t: T;
  locale: Locale;
  csrf: string;
  answer?: Answer;
}) {
  const mine = answer && answer.id === media.id ? answer : undefined;
  const failed = mine && !mine.ok ? mine : undefined;
  const key = `media-${media.id}`;
  const missing = !media.alt.hu || !media.alt.en;
  const altError = (field: 'alt_hu' | 'alt_en') => (failed?.intent === 'alt' ? failed.errors?.[field]?.[0] : undefined);
  return (
    <li className="media-card" aria-labelledby={`${key}-name`}>
      <img src={thumbnailOf(media.url)} alt={media.alt[locale]} width={320} height={160} loading="lazy" />
      <h3 id={`${key}-name`}>{media.original_name}</h3>
      <Facts
        rows={[
          [
            t('media_size'),
            `${formatBytes(media.size_bytes)} · ${t('media_dimensions', { width: media.width, height: media.height })}`,
          ],
          [t('media_uploaded_at'), formatDateTime(media.created_at)],
        ]}
      />
      {missing && <p className="badge warn">{t('media_alt_missing')}</p>}
      {failed?.intent === 'delete' && (
        <p className="field-error" role="alert">
          {failed.message}
        </p>
      )}
      {mine?.ok && (
        <p className="notice" role="status">
          {mine.message}
        </p>
      )}
      <Form method="post" aria-label={t('media_edit_of', { name: media.original_name })}>
        <input type="hidden" name="_token" value={csrf} />
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name="id" value={media.id} />
        {(['hu', 'en'] as const).map((language) => {
          const field = `alt_${language}` as const;
          const error = altError(field);
          return (
            <div className="field" key={language}>
              <label htmlFor={`${key}-${field}`}>{t(`media_${field}`)}</label>
              <input
                id={`${key}-${field}`}
                name={field}
                defaultValue={media.alt[language]}
                maxLength={MEDIA_ALT_MAX_LENGTH}
                lang={language}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${key}-${field}-error` : undefined}
              />
              {error && (
                <p className="field-error" id={`${key}-${field}-error`}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div className="button-row">
          <button type="submit" className="button small">
            {t('media_alt_save')}
          </button>
        </div>
      </Form>
      <Form method="post">
        <input type="hidden" name="_token" value={csrf} />
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={media.id} />
        <button
          type="submit"
          className="button small danger"
          aria-label={t('media_delete_of', { name: media.original_name })}
        >
          {t('media_delete')}
        </button>
      </Form>
    </li>
  );
}

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, q, list, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const uploadFailed = actionData && !actionData.ok && actionData.intent === 'upload' ? actionData : undefined;
  const fileError = uploadFailed?.errors?.file?.[0];
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('media_title')}</h1>
        <p>{t('media_intro')}</p>
      </div>
      {uploadFailed && (
        <ErrorSummary title={t('errorSummary')} message={uploadFailed.message} fields={uploadFailed.errors} />
      )}
      {actionData?.ok && actionData.intent === 'upload' && (
        <p className="notice" role="status">
          {actionData.message ?? t('media_uploaded')}
        </p>
      )}
      <section className="panel" aria-labelledby="media-upload">
        <h2 id="media-upload">{t('media_upload')}</h2>
        <Form
          method="post"
          encType="multipart/form-data"
          className="grid-form media-upload"
          key={actionData?.ok && actionData.intent === 'upload' ? list.meta.total : 'upload'}
        >
          <input type="hidden" name="_token" value={csrf} />
          <input type="hidden" name="intent" value="upload" />
          <div className="field">
            <label htmlFor="file">{t('media_upload_file')}</label>
            <input
              id="file"
              name="file"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              aria-describedby={`file-hint${fileError ? ' file-error' : ''}`}
              aria-invalid={fileError ? true : undefined}
            />
            <p className="hint" id="file-hint">
              {t('media_upload_hint', { mb: MEDIA_MAX_BYTES / 1024 / 1024, width: STORED_MAX_WIDTH })}
            </p>
            {fileError && (
              <p className="field-error" id="file-error">
                {fileError}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="alt_hu">{t('media_alt_hu')}</label>
            <input id="alt_hu" name="alt_hu" maxLength={MEDIA_ALT_MAX_LENGTH} aria-describedby="alt-hint" />
          </div>
          <div className="field">
            <label htmlFor="alt_en">{t('media_alt_en')}</label>
            <input id="alt_en" name="alt_en" maxLength={MEDIA_ALT_MAX_LENGTH} lang="en" aria-describedby="alt-hint" />
            <p className="hint" id="alt-hint">
              {t('media_alt_hint')}
            </p>
          </div>
          <div className="actions">
            <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
              {t('media_upload_submit')}
            </button>
          </div>
        </Form>
      </section>
      <Form method="get" className="filters" role="search">
        <div className="field inline">
          <label htmlFor="q">{t('media_search')}</label>
          <input id="q" name="q" type="search" defaultValue={q} />
        </div>
        <button type="submit" className="button small">
          {t('media_search_submit')}
        </button>
      </Form>
      {list.data.length === 0 ? (
        <p className="muted">{q ? t('media_none_found') : t('media_empty')}</p>
      ) : (
        <ul className="media-grid" aria-label={t('media_title')}>
          {list.data.map((media) => (
            <MediaCard key={media.id} media={media} t={t} locale={locale} csrf={csrf} answer={actionData} />
          ))}
        </ul>
      )}
      <Pager meta={list.meta} t={t} />
    </div>
  );
}
