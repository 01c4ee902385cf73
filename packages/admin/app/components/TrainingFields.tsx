import {
  type AdminTrainingDateEdit,
  budapestLocalOf,
  TRAINING_DATE_CAPACITY_MAX,
  TRAINING_ONLINE_URL_MAX,
  TRAINING_VENUE_MAX,
} from '@vag/domain';
import type { T } from '../i18n';
import { type FieldErrors, FormField } from './FormField';

/**
 * The fields of a training date (its add form and its edit form): the start in Budapest's local
 * time, classroom or online (as the training offers), venue or link, capacity, an own duration.
 */
export function TrainingDateFields({
  date,
  offered,
  errors,
  t,
}: {
  date?: AdminTrainingDateEdit;
  /** The training's location type: 1 classroom, 2 online, 3 both. */
  offered: number;
  errors: FieldErrors;
  t: T;
}) {
  const ways = offered === 3 ? [1, 2] : [offered];
  return (
    <div className="training-date-fields">
      <FormField id="start_local" label={t('academy_startLocal')} errors={errors}>
        {(props) => (
          <input
            {...props}
            type="datetime-local"
            required
            defaultValue={date ? budapestLocalOf(date.start_at) : undefined}
          />
        )}
      </FormField>
      <FormField id="location_type_id" label={t('academy_dateLocation')} errors={errors}>
        {(props) => (
          <select {...props} defaultValue={date?.location.id ?? ways[0]}>
            {ways.map((way) => (
              <option key={way} value={way}>
                {t(way === 1 ? 'academy_location_1' : 'academy_location_2')}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="venue" label={t('academy_venue')} hint={t('academy_venueHint')} errors={errors}>
        {(props) => <input {...props} maxLength={TRAINING_VENUE_MAX} defaultValue={date?.venue ?? ''} />}
      </FormField>
      <FormField id="online_url" label={t('academy_onlineUrl')} hint={t('academy_onlineUrlHint')} errors={errors}>
        {(props) => (
          <input
            {...props}
            type="url"
            inputMode="url"
            maxLength={TRAINING_ONLINE_URL_MAX}
            defaultValue={date?.online_url ?? ''}
          />
        )}
      </FormField>
      <FormField
        id="capacity"
        label={t('academy_capacity')}
        hint={date ? t('academy_capacityHint', { seats: date.seats_taken }) : undefined}
        errors={errors}
      >
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            required
            min={Math.max(1, date?.seats_taken ?? 1)}
            max={TRAINING_DATE_CAPACITY_MAX}
            defaultValue={date?.capacity ?? 10}
          />
        )}
      </FormField>
      <FormField id="duration" label={t('academy_durationOverride')} errors={errors}>
        {(props) => <input {...props} type="number" inputMode="numeric" min={1} defaultValue={date?.duration ?? ''} />}
      </FormField>
      <FormField id="duration_type_id" label={t('academy_durationType')} errors={errors}>
        {(props) => (
          <select {...props} defaultValue={date?.duration_type_id ?? 2}>
            <option value={2}>{t('academy_hours')}</option>
            <option value={1}>{t('academy_minutes')}</option>
          </select>
        )}
      </FormField>
    </div>
  );
}
