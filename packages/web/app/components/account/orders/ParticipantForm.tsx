import { type EducationLevel, fullName, type Participant, participantSchema } from '@vag/domain';
import { useId } from 'react';
import { useLocale, useT } from '../../../lib/use-site';
import { FormNotice } from '../../forms/FormNotice';
import { SubmitButton } from '../../forms/SubmitButton';
import { TokenField } from '../../forms/TokenField';
import { ParticipantFields } from '../../participants/ParticipantFields';
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
          <ParticipantFields values={participant} errors={errors} educationLevels={educationLevels} />
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
