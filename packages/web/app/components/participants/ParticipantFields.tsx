import type { EducationLevel, PARTICIPANT_FIELDS } from '@vag/domain';
import { useContext, useId } from 'react';
import { useT } from '../../lib/use-site';
import { Field } from '../forms/Field';
import { FieldIdContext } from '../forms/focus';

export type ParticipantField = (typeof PARTICIPANT_FIELDS)[number];
export type ParticipantValues = Partial<Record<ParticipantField, string | number | null>>;

/** The fields' labels by posted name, for an error summary that links to them. */
export function participantLabels(t: ReturnType<typeof useT>, prefix = ''): Record<string, string> {
  return {
    [`${prefix}last_name`]: t('account.field.lastName'),
    [`${prefix}first_name`]: t('account.field.firstName'),
    [`${prefix}email`]: t('account.field.email'),
    [`${prefix}phone_number`]: t('account.field.phone'),
    [`${prefix}birth_place`]: t('account.participants.birthPlace'),
    [`${prefix}birth_date`]: t('account.participants.birthDate'),
    [`${prefix}highest_level_of_education_id`]: t('account.participants.education'),
  };
}

interface Props {
  /** Put before every field's name: one form can hold the fields of several seats. */
  prefix?: string;
  values?: ParticipantValues;
  errors: Record<string, string[]>;
  educationLevels: EducationLevel[];
}

/**
 * What a certificate of attendance needs of one participant (participantSchema): the account's
 * seat forms, the checkout's seats and the participants page by payment key all ask the same.
 */
export function ParticipantFields({ prefix = '', values, errors, educationLevels }: Props) {
  const t = useT();
  const autoId = useId();
  const idPrefix = useContext(FieldIdContext);
  const name = (field: ParticipantField) => `${prefix}${field}`;
  const value = (field: ParticipantField) => {
    const given = values?.[field];
    return given == null ? undefined : String(given);
  };
  const levelName = name('highest_level_of_education_id');
  const levelId = idPrefix === null ? `${autoId}-level` : `${idPrefix}${levelName}`;
  const levelError = errors[levelName]?.[0];
  return (
    <>
      <Field
        name={name('last_name')}
        label={t('account.field.lastName')}
        autoComplete="off"
        defaultValue={value('last_name')}
        required
        errors={errors}
      />
      <Field
        name={name('first_name')}
        label={t('account.field.firstName')}
        autoComplete="off"
        defaultValue={value('first_name')}
        required
        errors={errors}
      />
      <Field
        name={name('email')}
        type="email"
        label={t('account.field.email')}
        autoComplete="off"
        defaultValue={value('email')}
        required
        errors={errors}
      />
      <Field
        name={name('phone_number')}
        type="tel"
        label={t('account.field.phone')}
        autoComplete="off"
        defaultValue={value('phone_number')}
        required
        errors={errors}
      />
      <Field
        name={name('birth_place')}
        label={t('account.participants.birthPlace')}
        defaultValue={value('birth_place')}
        required
        errors={errors}
      />
      <Field
        name={name('birth_date')}
        type="date"
        label={t('account.participants.birthDate')}
        defaultValue={value('birth_date')}
        required
        errors={errors}
      />
      <div className={`field${levelError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={levelId}>
          {t('account.participants.education')}
        </label>
        <select
          id={levelId}
          name={levelName}
          className="field__input"
          defaultValue={value('highest_level_of_education_id') ?? ''}
          aria-invalid={levelError ? true : undefined}
          aria-describedby={levelError ? `${levelId}-error` : undefined}
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
          <p id={`${levelId}-error`} className="field__error">
            {levelError}
          </p>
        )}
      </div>
    </>
  );
}
