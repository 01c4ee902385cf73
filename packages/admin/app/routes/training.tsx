import {
  type AdminTraining,
  DEFAULT_VAT_RATE,
  formatHuf,
  type Locale,
  TRAINING_IMAGES_MAX,
  TRAINING_NAME_MAX,
  TRAINING_SEO_DESCRIPTION_MAX,
  TRAINING_SEO_TITLE_MAX,
  TRAINING_SLUG_MAX,
  VAT_EXEMPTIONS,
  VAT_RATES,
} from '@vag/domain';
import { useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { ApiError } from '../api-client/client';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { addTrainingDate, getTraining, listTrainings, saveTraining } from '../api-client/trainings';
import { ErrorSummary } from '../components/ErrorSummary';
import { type FieldErrors, FormField } from '../components/FormField';
import { MediaPicker } from '../components/MediaPicker';
import { RichTextEditor } from '../components/RichTextEditor';
import { TrainingDatesTable } from '../components/TrainingDatesTable';
import { TrainingDateFields } from '../components/TrainingFields';
import { type T, translator } from '../i18n';
import { localeOf } from '../lib/locale';
import stylesheet from '../styles/academy.css?url';
import type { Route } from './+types/training';

/*
 * A training's editor (issue 21): its texts in Hungarian and English, the way it is taught with
 * its prices, duration and VAT, visibility, categories and images, saved whole; below it, its
 * dates and a form adding one. `/trainings/new` is the same screen without a training yet.
 */

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = translator(loaderData?.locale ?? 'hu');
  return [{ title: loaderData?.training?.texts.hu?.name ?? t('academy_trainingNewTitle') }];
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const csrf = csrfOf(request);
  const api = serverAdminApi(request, context);
  try {
    if (params.id === undefined) {
      const { categories } = await listTrainings(api, { per_page: 1 }, locale);
      return { locale, csrf, training: null, categories };
    }
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
    const { data: training, categories } = await getTraining(api, id, locale);
    return { locale, csrf, training, categories };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      throw data(error.body, { status: error.status });
    }
    throw error;
  }
}

/** The editor's save, or a date added; a new training opens as its own page once saved. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const submit = serverSubmit(request, context);
  const id = params.id === undefined ? null : Number(params.id);
  if (intent === 'add-date' && id !== null) {
    const answer = await addTrainingDate(submit, id, form, locale);
    return data(
      { ok: answer.ok, intent, message: answer.body.message, errors: answer.body.errors },
      { status: answer.ok ? 200 : answer.status, headers: answer.headers },
    );
  }
  const answer = await saveTraining(submit, id, form, locale);
  if (answer.ok && id === null && answer.body.data) {
    throw redirect(`/trainings/${answer.body.data.id}`, { headers: answer.headers });
  }
  return data(
    { ok: answer.ok, intent: 'save', message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

function TextFields({
  language,
  locale,
  training,
  errors,
  t,
}: {
  /** The texts' language. */
  language: Locale;
  /** The back office's language. */
  locale: Locale;
  training: AdminTraining | null;
  errors: FieldErrors;
  t: T;
}) {
  const text = training?.texts[language];
  const field = (name: string) => `${name}_${language}`;
  return (
    <fieldset className="panel training-texts" lang={language}>
      <legend>{t(language === 'hu' ? 'academy_textsHu' : 'academy_textsEn')}</legend>
      {language === 'en' && <p className="hint">{t('academy_textsEnHint')}</p>}
      <FormField id={field('name')} label={t('academy_name')} errors={errors}>
        {(props) => (
          <input {...props} required={language === 'hu'} maxLength={TRAINING_NAME_MAX} defaultValue={text?.name} />
        )}
      </FormField>
      <FormField id={field('slug')} label={t('academy_slug')} hint={t('academy_slugHint')} errors={errors}>
        {(props) => (
          <input
            {...props}
            maxLength={TRAINING_SLUG_MAX}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            autoCapitalize="off"
            spellCheck={false}
            defaultValue={text?.slug}
          />
        )}
      </FormField>
      {training?.urls[language] && (
        <p className="hint">
          {t('academy_publicPage')}: <code>{training.urls[language]}</code>
        </p>
      )}
      <RichTextEditor
        name={field('description')}
        label={t('academy_description')}
        defaultValue={text?.description ?? ''}
        locale={locale}
        contentLocale={language}
        error={errors?.[field('description')]?.[0]}
      />
      <FormField id={field('seo_title')} label={t('academy_seoTitle')} errors={errors}>
        {(props) => <input {...props} maxLength={TRAINING_SEO_TITLE_MAX} defaultValue={text?.seo_title ?? ''} />}
      </FormField>
      <FormField id={field('seo_description')} label={t('academy_seoDescription')} errors={errors}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={TRAINING_SEO_DESCRIPTION_MAX}
            defaultValue={text?.seo_description ?? ''}
          />
        )}
      </FormField>
    </fieldset>
  );
}

function PriceField({
  id,
  label,
  value,
  enabled,
  errors,
}: {
  id: string;
  label: string;
  value: number | null | undefined;
  enabled: boolean;
  errors: FieldErrors;
}) {
  return (
    <FormField id={id} label={label} errors={errors}>
      {(props) => (
        <input
          {...props}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          disabled={!enabled}
          defaultValue={value ?? ''}
        />
      )}
    </FormField>
  );
}

function OfferFields({ training, errors, t }: { training: AdminTraining | null; errors: FieldErrors; t: T }) {
  const [way, setWay] = useState(training?.location_type_id ?? 1);
  const classroom = way === 1 || way === 3;
  const online = way === 2 || way === 3;
  return (
    <fieldset className="panel">
      <legend>{t('academy_offerTitle')}</legend>
      <div className="form-columns">
        <FormField id="location_type_id" label={t('academy_locationType')} errors={errors}>
          {(props) => (
            <select {...props} value={way} onChange={(event) => setWay(Number(event.target.value))}>
              {[1, 2, 3].map((id) => (
                <option key={id} value={id}>
                  {t(`academy_location_${id}` as 'academy_location_1')}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <p className="hint" id="price-hint">
        {t('academy_priceHint')}
      </p>
      <div className="form-columns">
        <PriceField
          id="classroom_price"
          label={t('academy_classroomPrice')}
          value={training?.classroom_price}
          enabled={classroom}
          errors={errors}
        />
        <PriceField
          id="classroom_sales_price"
          label={t('academy_classroomSalesPrice')}
          value={training?.classroom_sales_price}
          enabled={classroom}
          errors={errors}
        />
        <PriceField
          id="online_price"
          label={t('academy_onlinePrice')}
          value={training?.online_price}
          enabled={online}
          errors={errors}
        />
        <PriceField
          id="online_sales_price"
          label={t('academy_onlineSalesPrice')}
          value={training?.online_sales_price}
          enabled={online}
          errors={errors}
        />
      </div>
      <div className="form-columns">
        <FormField id="duration" label={t('academy_duration')} errors={errors}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              required
              defaultValue={training?.duration ?? 6}
            />
          )}
        </FormField>
        <FormField id="duration_type_id" label={t('academy_durationType')} errors={errors}>
          {(props) => (
            <select {...props} defaultValue={training?.duration_type_id ?? 2}>
              <option value={2}>{t('academy_hours')}</option>
              <option value={1}>{t('academy_minutes')}</option>
            </select>
          )}
        </FormField>
      </div>
      <VatFields training={training} errors={errors} t={t} />
    </fieldset>
  );
}

/**
 * The VAT rate (one of Hungary's) and the exemption an invoice names: none, TAM (exempt by its
 * subject, adult education) or AAM (an exempt seller). An exemption needs the rate 0; the API
 * says so at the exemption's field.
 */
function VatFields({ training, errors, t }: { training: AdminTraining | null; errors: FieldErrors; t: T }) {
  const rate = training?.vat_rate ?? DEFAULT_VAT_RATE;
  // A rate from before the editor had the select shows as it is; saving it asks for a Hungarian one.
  const rates: readonly number[] = (VAT_RATES as readonly number[]).includes(rate) ? VAT_RATES : [...VAT_RATES, rate];
  return (
    <div className="form-columns">
      <FormField id="vat_rate" label={t('academy_vatRate')} errors={errors}>
        {(props) => (
          <select {...props} required defaultValue={rate}>
            {rates.map((option) => (
              <option key={option} value={option}>
                {t('academy_vatRateOption', { rate: option })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="vat_exemption"
        label={t('academy_vatExemption')}
        hint={t('academy_vatExemptionHint')}
        errors={errors}
      >
        {(props) => (
          <select {...props} defaultValue={training?.vat_exemption ?? ''}>
            <option value="">{t('academy_vatExemption_none')}</option>
            {VAT_EXEMPTIONS.map((exemption) => (
              <option key={exemption} value={exemption}>
                {t(`academy_vatExemption_${exemption}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}

function CategoryFields({
  training,
  categories,
  errors,
  t,
}: {
  training: AdminTraining | null;
  categories: { id: number; name: string; level: number }[];
  errors: FieldErrors;
  t: T;
}) {
  const chosen = new Set(training?.category_ids ?? []);
  const error = errors?.category_ids?.[0];
  return (
    <fieldset
      className="panel"
      id="category_ids"
      aria-describedby={error ? 'category_ids-error category-hint' : 'category-hint'}
    >
      <legend>{t('academy_categoriesTitle')}</legend>
      <p className="hint" id="category-hint">
        {t('academy_categoriesHint')}
      </p>
      {categories.length === 0 ? (
        <p className="muted">{t('academy_categoriesNone')}</p>
      ) : (
        <table className="lines category-choice">
          <thead>
            <tr>
              <th scope="col">{t('academy_categoriesTitle')}</th>
              <th scope="col">{t('academy_defaultCategory')}</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr key={category.id}>
                <td className={`category-level-${Math.min(category.level, 3)}`}>
                  <label className="check">
                    <input
                      type="checkbox"
                      name="category_ids"
                      value={category.id}
                      defaultChecked={chosen.has(category.id)}
                    />{' '}
                    {category.name}
                  </label>
                </td>
                <td>
                  <input
                    type="radio"
                    name="default_category_id"
                    value={category.id}
                    aria-label={`${t('academy_defaultCategory')}: ${category.name}`}
                    defaultChecked={training?.default_category_id === category.id}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && (
        <p className="field-error" id="category_ids-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The images as media-library pickers, one slot each and one empty slot more: a slot posts its
 * chosen image's id (`image_media_ids`), or `0` with the path it already had (`images`), or
 * nothing when emptied.
 */
function ImageFields({
  training,
  locale,
  errors,
  t,
}: {
  training: AdminTraining | null;
  locale: Locale;
  errors: FieldErrors;
  t: T;
}) {
  const images = training?.images ?? [];
  const slots = Math.min(TRAINING_IMAGES_MAX, images.length + 1);
  const error = errors?.images?.[0];
  return (
    <fieldset className="panel" aria-describedby={error ? 'images-hint images-error' : 'images-hint'}>
      <legend id="images">{t('academy_imagesTitle')}</legend>
      <p className="hint" id="images-hint">
        {t('academy_imagesHint')}
      </p>
      <div className="training-images">
        {Array.from({ length: slots }, (_, index) => {
          const url = images[index];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positions, not records
            <div className="training-image" key={index}>
              <input type="hidden" name="images" value={url ?? ''} />
              <MediaPicker
                name="image_media_ids"
                label={t('academy_image', { n: index + 1 })}
                locale={locale}
                defaultValue={url ? { id: 0, url } : null}
              />
            </div>
          );
        })}
      </div>
      {error && (
        <p className="field-error" id="images-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export default function Training({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, csrf, training, categories } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const saveErrors = actionData?.intent === 'save' ? actionData.errors : undefined;
  const dateErrors = actionData?.intent === 'add-date' ? actionData.errors : undefined;
  const title = training ? (training.texts.hu?.name ?? training.texts.en?.name ?? '') : t('academy_trainingNewTitle');
  return (
    <div className="page">
      <p>
        <Link to="/trainings">← {t('academy_trainingsBack')}</Link>
      </p>
      <div className="page-head">
        <h1>{title}</h1>
        {training && (
          <p className="muted">
            {t(`academy_location_${training.location_type_id}` as 'academy_location_1')} ·{' '}
            {[training.classroom_price, training.online_price]
              .filter((price): price is number => price !== null)
              .map(formatHuf)
              .join(' / ')}
          </p>
        )}
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('actionFailed')} message={actionData.message} fields={actionData.errors} />
      )}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.message}
        </p>
      )}
      <Form method="post" className="training-editor" key={training ? `saved-${training.id}` : 'new'}>
        <input type="hidden" name="_token" value={csrf} />
        <input type="hidden" name="intent" value="save" />
        <h2 className="visually-hidden">{t('academy_textsTitle')}</h2>
        <div className="training-texts-grid">
          <TextFields language="hu" locale={locale} training={training} errors={saveErrors} t={t} />
          <TextFields language="en" locale={locale} training={training} errors={saveErrors} t={t} />
        </div>
        <OfferFields training={training} errors={saveErrors} t={t} />
        <fieldset className="panel">
          <legend>{t('academy_flagsTitle')}</legend>
          <label className="check">
            <input type="checkbox" name="is_active" value="1" defaultChecked={training?.is_active ?? true} />{' '}
            {t('academy_isActive')}
          </label>
          <label className="check">
            <input type="checkbox" name="is_highlighted" value="1" defaultChecked={training?.is_highlighted ?? false} />{' '}
            {t('academy_isHighlighted')}
          </label>
        </fieldset>
        <CategoryFields training={training} categories={categories} errors={saveErrors} t={t} />
        <ImageFields training={training} locale={locale} errors={saveErrors} t={t} />
        <p>
          <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
            {t('academy_save')}
          </button>
        </p>
      </Form>
      {training && (
        <section className="panel" aria-labelledby="training-dates">
          <h2 id="training-dates">{t('academy_datesTitle')}</h2>
          <TrainingDatesTable dates={training.dates} t={t} />
          <h3 id="add-date">{t('academy_addDateTitle')}</h3>
          <Form method="post" className="stack" aria-labelledby="add-date" key={actionData?.ok ? 'added' : 'form'}>
            <input type="hidden" name="_token" value={csrf} />
            <input type="hidden" name="intent" value="add-date" />
            <TrainingDateFields offered={training.location_type_id} errors={dateErrors} t={t} />
            <div>
              <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
                {t('academy_addDate')}
              </button>
            </div>
          </Form>
        </section>
      )}
    </div>
  );
}
