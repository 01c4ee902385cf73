import { type EducationLevel, profileSchema, type User } from '@vag/domain';
import { useT } from '../../lib/use-site';
import { CheckboxField } from '../forms/CheckboxField';
import { Field } from '../forms/Field';
import { FormNotice } from '../forms/FormNotice';
import { SubmitButton } from '../forms/SubmitButton';
import { TokenField } from '../forms/TokenField';
import { useAccountForm } from './use-account-form';

/**
 * Personal data and the newsletter switch. The e-mail address is the login name and is
 * shown, not edited (the API has no e-mail change). Education level only on the academy,
 * where training participants need it.
 */
export function ProfileForm({ user, educationLevels }: { user: User; educationLevels?: EducationLevel[] }) {
  const t = useT();
  const profile = useAccountForm({ schema: profileSchema, intent: 'profile' });
  const newsletter = useAccountForm({ intent: 'newsletter' });
  const { errors } = profile;
  return (
    <div className="account-stack">
      <section className="account-panel" aria-labelledby="profile-title">
        <h2 id="profile-title" className="account-panel__title">
          {t('account.profile.title')}
        </h2>
        <FormNotice result={profile.notice} />
        <profile.fetcher.Form method="post" className="account-form" noValidate onSubmit={profile.onSubmit}>
          <TokenField />
          <input type="hidden" name="intent" value="profile" />
          <div className="account-form__grid">
            <Field
              name="last_name"
              label={t('account.field.lastName')}
              autoComplete="family-name"
              defaultValue={user.last_name}
              required
              errors={errors}
            />
            <Field
              name="first_name"
              label={t('account.field.firstName')}
              autoComplete="given-name"
              defaultValue={user.first_name}
              required
              errors={errors}
            />
          </div>
          <Field
            name="email_shown"
            label={t('account.field.email')}
            value={user.email}
            readOnly
            hint={t('account.profile.emailHint')}
          />
          <Field
            name="phone_number"
            type="tel"
            label={t('account.field.phone')}
            autoComplete="tel"
            defaultValue={user.phone_number ?? ''}
            hint={t('account.field.phoneHint')}
            optional
            errors={errors}
          />
          <div className="account-form__grid">
            <Field
              name="company_name"
              label={t('account.field.companyName')}
              autoComplete="organization"
              defaultValue={user.company_name ?? ''}
              optional
              errors={errors}
            />
            <Field
              name="tax_number"
              label={t('account.field.taxNumber')}
              defaultValue={user.tax_number ?? ''}
              placeholder="12345678-1-12"
              optional
              errors={errors}
            />
          </div>
          {educationLevels && (
            <div className="field">
              <label className="field__label" htmlFor="profile-education">
                {t('account.field.educationLevel')}
                <span className="field__optional"> ({t('account.form.optional')})</span>
              </label>
              <select
                id="profile-education"
                name="highest_level_of_education_id"
                className="field__input"
                defaultValue={user.highest_level_of_education_id ?? ''}
              >
                <option value="">{t('account.form.choose')}</option>
                {educationLevels.map((level) => (
                  <option key={level.id} value={level.id}>
                    {level.name}
                  </option>
                ))}
              </select>
              {errors.highest_level_of_education_id && (
                <p className="field__error">{errors.highest_level_of_education_id.join(' ')}</p>
              )}
            </div>
          )}
          <SubmitButton busy={profile.busy}>{t('account.profile.submit')}</SubmitButton>
        </profile.fetcher.Form>
      </section>
      <section className="account-panel" aria-labelledby="newsletter-title">
        <h2 id="newsletter-title" className="account-panel__title">
          {t('account.newsletter.title')}
        </h2>
        <FormNotice result={newsletter.notice} />
        <newsletter.fetcher.Form method="post" className="account-form">
          <TokenField />
          <input type="hidden" name="intent" value="newsletter" />
          <CheckboxField
            name="wants_newsletter"
            label={t('account.newsletter.label')}
            defaultChecked={user.credential.wants_newsletter}
          />
          <SubmitButton busy={newsletter.busy} variant="secondary">
            {t('account.newsletter.submit')}
          </SubmitButton>
        </newsletter.fetcher.Form>
      </section>
    </div>
  );
}
