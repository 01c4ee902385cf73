import { type EducationLevel, fullName, type Participant, participantSchema } from '@vag/domain';
import { useId } from 'react';
import { useLocale, useT } from '../../../lib/use-site';
import { Field } from '../../forms/Field';
import { FormNotice } from '../../forms/FormNotice';
import { SubmitButton } from '../../forms/SubmitButton';
import { TokenField } from '../../forms/TokenField';
import { useAccountForm } from '../use-account-form';

interface Props {
  itemId: number;
  seat: number;
  participant?: Participant;
  educationLevels: EducationLevel[];
}

/**
 * One enrolled seat's participant (what the certificate of attendance needs). A named seat is
 * updated (`_method=PUT` on the participant), an empty one created on the enrolment item.
 */
export function ParticipantForm({ itemId, seat, participant, educationLevels }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const intent = `seat-${seat}`;
  const { fetcher, notice, errors, busy, onSubmit } = useAccountForm({ schema: participantSchema, intent });
  const levelError = errors.highest_level_of_education_id?.[0];
  const titleId = `${id}-title`;
  return (
    <section className="account-panel participant-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-panel__title">
        {t('account.participants.seat')} {seat}
        {participant && (
          <span className="participant-form__name">
            {' '}
            · {fullName(participant.first_name, participant.last_name, locale)}
          </span>
        )}
      </h2>
      <FormNotice result={notice} />
      <fetcher.Form method="post" className="account-form" noValidate onSubmit={onSubmit}>
        <TokenField />
        <input type="hidden" name="intent" value={intent} />
        {participant ? (
          <>
            <input type="hidden" name="participant_id" value={participant.id} />
            <input type="hidden" name="_method" value="PUT" />
          </>
        ) : (
          <input type="hidden" name="academy_subscription_item_id" value={itemId} />
        )}
        <div className="account-form__grid">
          <Field
            name="last_name"
            label={t('account.field.lastName')}
            autoComplete="off"
            defaultValue={participant?.last_name}
            required
            errors={errors}
          />
          <Field
            name="first_name"
            label={t('account.field.firstName')}
            autoComplete="off"
            defaultValue={participant?.first_name}
            required
            errors={errors}
          />
          <Field
            name="email"
            type="email"
            label={t('account.field.email')}
            autoComplete="off"
            defaultValue={participant?.email}
            required
            errors={errors}
          />
          <Field
            name="phone_number"
            type="tel"
            label={t('account.field.phone')}
            autoComplete="off"
            defaultValue={participant?.phone_number}
            required
            errors={errors}
          />
          <Field
            name="birth_place"
            label={t('account.participants.birthPlace')}
            defaultValue={participant?.birth_place}
            required
            errors={errors}
          />
          <Field
            name="birth_date"
            type="date"
            label={t('account.participants.birthDate')}
            defaultValue={participant?.birth_date}
            required
            errors={errors}
          />
          <div className={`field${levelError ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-level`}>
              {t('account.participants.education')}
            </label>
            <select
              id={`${id}-level`}
              name="highest_level_of_education_id"
              className="field__input"
              defaultValue={participant?.highest_level_of_education_id ?? ''}
              aria-invalid={levelError ? true : undefined}
              aria-describedby={levelError ? `${id}-level-error` : undefined}
              required
            >
              <option value="">{t('account.form.choose')}</option>
              {educationLevels.map((level) => (
                <option key={level.id} value={level.id}>
                  {level.name}
                </option>
              ))}
            </select>
            {levelError && (
              <p id={`${id}-level-error`} className="field__error">
                {levelError}
              </p>
            )}
          </div>
        </div>
        <div className="account-actions">
          <SubmitButton busy={busy}>
            {t(participant ? 'account.participants.update' : 'account.participants.save')}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </section>
  );
}
