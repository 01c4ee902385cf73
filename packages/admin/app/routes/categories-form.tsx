import {
  type AdminCategoryNode,
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_SEO_DESCRIPTION_MAX_LENGTH,
  CATEGORY_SEO_TITLE_MAX_LENGTH,
  CATEGORY_SLUG_MAX_LENGTH,
  type ProductCategoryLevel,
  type SiteKey,
} from '@vag/domain';
import { Form, Link } from 'react-router';
import { ErrorSummary } from '../components/ErrorSummary';
import type { T } from '../i18n';

/**
 * What the form edits: an existing category, or a new one at a level (under `parentId` below the
 * top). The shop's levels, or `training` for the academy's tree.
 */
export type CategoryFormTarget =
  | { mode: 'edit'; level: ProductCategoryLevel | 'training'; node: AdminCategoryNode }
  | { mode: 'new'; level: ProductCategoryLevel | 'training'; parentId?: number };

interface Result {
  message?: string;
  errors?: Record<string, string[]>;
}

function Field({
  name,
  label,
  result,
  defaultValue,
  maxLength,
  hint,
  multiline = false,
  required = false,
}: {
  name: string;
  label: string;
  result?: Result;
  defaultValue?: string | null;
  maxLength: number;
  hint?: string;
  multiline?: boolean;
  required?: boolean;
}) {
  const errors = result?.errors?.[name];
  const described = [hint ? `${name}-hint` : '', errors ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id: name,
    name,
    defaultValue: defaultValue ?? '',
    maxLength,
    required,
    'aria-invalid': errors ? true : undefined,
    'aria-describedby': described,
  };
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {multiline ? <textarea rows={3} {...common} /> : <input {...common} autoComplete="off" />}
      {hint && (
        <p className="hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      {errors && (
        <p className="field-error" id={`${name}-error`}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

/**
 * The editor of one category, or of a new one: both languages' texts and SEO, the flags, and the
 * parent. `topParent` names the parent select's blank choice where a category may sit at the top
 * (the academy's tree); `menuFlag` false leaves out the menu flag the academy's tree has not.
 */
export function CategoryForm({
  t,
  csrf,
  site,
  target,
  parents,
  busy,
  result,
  topParent,
  parentLabel = (parent) => parent.hu?.name ?? `#${parent.id}`,
  menuFlag = true,
  activeLabel = t('category_flag_active'),
}: {
  t: T;
  csrf: string;
  site: SiteKey;
  target: CategoryFormTarget;
  parents: AdminCategoryNode[];
  busy: boolean;
  result?: Result;
  topParent?: string;
  parentLabel?: (parent: AdminCategoryNode) => string;
  menuFlag?: boolean;
  activeLabel?: string;
}) {
  const node = target.mode === 'edit' ? target.node : undefined;
  const level = t(`category_level_${target.level}`);
  const title =
    target.mode === 'edit'
      ? t('category_form_edit', { level, name: node?.hu?.name ?? '' })
      : t('category_form_new', { level: level.toLowerCase() });
  const parentId = node?.parent_id ?? (target.mode === 'new' ? target.parentId : undefined);
  const parentErrors = result?.errors?.parent_id;
  return (
    <section className="panel category-form" aria-labelledby="category-form-title">
      <h2 id="category-form-title">{title}</h2>
      {result && <ErrorSummary title={t('errorSummary')} message={result.message} fields={result.errors} />}
      <Form method="post" className="stack-form">
        <input type="hidden" name="_token" value={csrf} />
        <input type="hidden" name="intent" value={target.mode === 'edit' ? 'save' : 'create'} />
        <input type="hidden" name="level" value={target.level} />
        {node && <input type="hidden" name="id" value={node.id} />}
        {target.mode === 'new' && target.level === 'main' && <input type="hidden" name="site" value={site} />}
        {target.level !== 'main' && (
          <div className="field">
            <label htmlFor="parent_id">{t('category_form_parent')}</label>
            <select
              id="parent_id"
              name="parent_id"
              defaultValue={parentId ?? ''}
              required={!topParent}
              aria-invalid={parentErrors ? true : undefined}
              aria-describedby={parentErrors ? 'parent_id-error' : undefined}
            >
              {topParent && <option value="">{topParent}</option>}
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {parentLabel(parent)}
                </option>
              ))}
            </select>
            {parentErrors && (
              <p className="field-error" id="parent_id-error">
                {parentErrors.join(' ')}
              </p>
            )}
          </div>
        )}
        {(['hu', 'en'] as const).map((locale) => {
          const texts = node?.[locale];
          return (
            <fieldset key={locale} className="category-lang">
              <legend>{t(locale === 'hu' ? 'category_lang_hu' : 'category_lang_en')}</legend>
              <Field
                name={`name_${locale}`}
                label={t('category_name')}
                result={result}
                defaultValue={texts?.name}
                maxLength={CATEGORY_NAME_MAX_LENGTH}
                required
              />
              <Field
                name={`slug_${locale}`}
                label={t('category_slug')}
                result={result}
                defaultValue={texts?.slug}
                maxLength={CATEGORY_SLUG_MAX_LENGTH}
                hint={t('category_slug_hint')}
                required
              />
              {texts?.url && (
                <p className="hint">
                  {t('category_public_path')}: <code>{texts.url}</code>
                </p>
              )}
              <Field
                name={`seo_title_${locale}`}
                label={t('category_seo_title')}
                result={result}
                defaultValue={texts?.seo_title}
                maxLength={CATEGORY_SEO_TITLE_MAX_LENGTH}
              />
              <Field
                name={`seo_description_${locale}`}
                label={t('category_seo_description')}
                result={result}
                defaultValue={texts?.seo_description}
                maxLength={CATEGORY_SEO_DESCRIPTION_MAX_LENGTH}
                multiline
              />
            </fieldset>
          );
        })}
        <fieldset className="category-lang">
          <legend>{t('category_flags')}</legend>
          {menuFlag && (
            <label className="check">
              <input type="checkbox" name="is_in_menu" value="1" defaultChecked={node?.is_in_menu ?? false} />{' '}
              {t('category_flag_menu')}
            </label>
          )}
          <label className="check">
            <input type="checkbox" name="is_active" value="1" defaultChecked={node?.is_active ?? true} /> {activeLabel}
          </label>
        </fieldset>
        <div className="button-row">
          <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
            {target.mode === 'edit' ? t('category_save') : t('category_create')}
          </button>
          <Link className="button" to={`?site=${site}`}>
            {t('category_cancel')}
          </Link>
        </div>
      </Form>
    </section>
  );
}
