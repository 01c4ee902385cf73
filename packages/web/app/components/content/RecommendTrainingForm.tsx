import { localizePath } from '@vag/domain';
import { type FormEvent, useEffect } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import { useToast } from '../../lib/toast';
import { useLocale, useT } from '../../lib/use-site';
import type { RootLoaderData } from '../../root';
import { Field } from '../forms/Field';
import type { FormResult } from '../forms/form-result';
import { TokenField } from '../forms/TokenField';
import { captchaToken } from './captcha';

export const RECOMMENDATION_CAPTCHA_ACTION = 'recommendation';

/**
 * The academy footer's "recommend a training" form (spec §2, §5): the captcha runs before the
 * post; a thank-you after success; the API's error (its captcha codes included) otherwise.
 */
export function RecommendTrainingForm({ posted }: { posted?: FormResult }) {
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const fetcher = useFetcher<FormResult>({ key: 'recommend-training' });
  const siteKey = useRouteLoaderData<RootLoaderData>('root')?.captchaSiteKey;
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';
  const fieldErrors = result?.errors.training_name_text;
  const formError = result && !result.ok && !fieldErrors ? result.message : null;

  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok && !fetcher.data.errors.training_name_text && fetcher.data.message) {
      toast(fetcher.data.message, 'error');
    }
  }, [fetcher.data, toast]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    try {
      formData.set('captcha_token', await captchaToken(RECOMMENDATION_CAPTCHA_ACTION, siteKey));
    } catch {
      toast(t('content.captchaFailed'), 'error');
      return;
    }
    fetcher.submit(formData, { method: 'post', action: localizePath('/recommend-training', locale) });
  }

  if (result?.ok) {
    return (
      <div className="recommend__thanks" role="status">
        <p className="recommend__thanks-title">{t('content.recommend.thanksTitle')}</p>
        <p>{result.message}</p>
      </div>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={localizePath('/recommend-training', locale)}
      onSubmit={onSubmit}
      className="recommend__form"
      aria-busy={busy}
    >
      <TokenField result={result} />
      <Field
        name="training_name_text"
        label={t('content.recommend.label')}
        hint={t('content.recommend.hint')}
        required
        errors={result?.errors}
        defaultValue={result?.fields?.training_name_text}
      />
      {formError && (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--secondary" aria-busy={busy} disabled={busy}>
        {busy ? t('content.form.sending') : t('content.recommend.submit')}
      </button>
    </fetcher.Form>
  );
}
