import type { Locale } from '@vag/domain';
import { useState } from 'react';
import type { T } from '../i18n';
import { type FieldErrors, FormField } from './FormField';
import { MediaPicker } from './MediaPicker';
import { RichTextEditor } from './RichTextEditor';

/*
 * Fields of the content editors (issue 21): blog posts, pages, categories and slides. A field's
 * id is its name, so the error summary's links land on it; its hint and error describe it.
 */

/** A checkbox posting `1` when ticked; unticked it sends nothing, which the API reads as off. */
export function FlagField({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="check">
      <input type="checkbox" id={name} name={name} value="1" defaultChecked={checked} />
      <span>{label}</span>
    </label>
  );
}

export interface LanguageTextValues {
  title: string;
  slug: string;
  lead?: string;
  content?: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
}

/**
 * One language's texts: title (or name), slug, optionally a lead and rich-text content, and SEO.
 * The fields post as `<field>_<lang>`; `fixedSlug` locks a slug a storefront screen looks for.
 */
export function LanguageTexts({
  lang,
  values,
  errors,
  locale,
  t,
  titleField = 'title',
  lead = false,
  content = true,
  fixedSlug,
}: {
  lang: Locale;
  values?: LanguageTextValues;
  errors: FieldErrors;
  locale: Locale;
  t: T;
  titleField?: 'title' | 'name';
  lead?: boolean;
  content?: boolean;
  fixedSlug?: string;
}) {
  const slugHint = fixedSlug ? t('content_screenSlugHint', { slug: fixedSlug }) : t('content_slugHint');
  const slugLocked = fixedSlug !== undefined && values?.slug === fixedSlug;
  return (
    <fieldset className="panel content-language" lang={lang}>
      <legend>{t(lang === 'hu' ? 'content_texts_hu' : 'content_texts_en')}</legend>
      <FormField
        id={`${titleField}_${lang}`}
        label={t(titleField === 'name' ? 'content_name' : 'content_title')}
        errors={errors}
      >
        {(props) => <input {...props} defaultValue={values?.title ?? ''} maxLength={200} required={lang === 'hu'} />}
      </FormField>
      <FormField id={`slug_${lang}`} label={t('content_slug')} hint={slugHint} errors={errors}>
        {(props) => (
          <input
            {...props}
            defaultValue={values?.slug ?? ''}
            maxLength={200}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            readOnly={slugLocked}
            autoCapitalize="off"
            spellCheck={false}
          />
        )}
      </FormField>
      {lead && (
        <FormField id={`lead_${lang}`} label={t('content_lead')} errors={errors}>
          {(props) => <textarea {...props} rows={3} maxLength={1000} defaultValue={values?.lead ?? ''} />}
        </FormField>
      )}
      {content && (
        <RichTextEditor
          name={`content_${lang}`}
          label={t('content_body')}
          defaultValue={values?.content ?? ''}
          locale={locale}
          contentLocale={lang}
          error={errors?.[`content_${lang}`]?.[0]}
        />
      )}
      <FormField id={`seo_title_${lang}`} label={t('content_seoTitle')} errors={errors}>
        {(props) => <input {...props} maxLength={200} defaultValue={values?.seoTitle ?? ''} />}
      </FormField>
      <FormField id={`seo_description_${lang}`} label={t('content_seoDescription')} errors={errors}>
        {(props) => <textarea {...props} rows={2} maxLength={500} defaultValue={values?.seoDescription ?? ''} />}
      </FormField>
    </fieldset>
  );
}

/**
 * An image chosen from the media library: the picker shows it, the chosen image's address posts
 * as `image` (what the storefront shows). Clearing the picker posts an empty `image_media_id`,
 * which the route's action turns into no image (`imageOf`).
 */
export function ContentImageField({
  image,
  errors,
  locale,
  t,
}: {
  image: string | null;
  errors: FieldErrors;
  locale: Locale;
  t: T;
}) {
  const [url, setUrl] = useState(image ?? '');
  return (
    <>
      <input type="hidden" name="image" value={url} />
      <MediaPicker
        name="image_media_id"
        label={t('content_image')}
        locale={locale}
        defaultValue={image ? { id: 0, url: image } : null}
        onPick={(media) => setUrl(media.url)}
        error={errors?.image?.[0]}
      />
    </>
  );
}

/** The form's image as the API takes it: none once the picker was cleared. */
export function imageOf(form: FormData): FormData {
  if (form.get('image_media_id') === '') form.set('image', '');
  form.delete('image_media_id');
  return form;
}
