import { formatHuf, type OrderEvent } from '@vag/domain';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { T } from '../i18n';

/** A refused step's field errors, shown at the step's own fields. */
export interface StepErrors {
  event: string;
  errors?: Record<string, string[]>;
}

/** A field of a step's form, its error under it and linked from the summary (ids are unique per step). */
function StepField({
  step,
  name,
  label,
  failed,
  children,
}: {
  step: OrderEvent;
  name: string;
  label: string;
  failed?: StepErrors;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const errors = failed?.event === step ? failed.errors?.[name] : undefined;
  const id = failed?.event === step && errors ? name : `${step}-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(errors ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
      })}
      {errors && (
        <p className="field-error" id={`${id}-error`}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

/**
 * The steps a purchase (an order or an enrolment) allows now, each a small form of what it needs
 * (decision 14: the API decides again and refuses at the field). The cancellation is set apart.
 */
export function LifecycleSteps({
  events,
  total,
  refunded,
  csrf,
  failed,
  none,
  labelOf = (step) => t(`orderEvent_${step}`),
  t,
}: {
  events: readonly OrderEvent[];
  total: number;
  refunded: number;
  csrf: string;
  failed?: StepErrors;
  none: string;
  /** A step's button (an enrolment's cancellation is worded for enrolments). */
  labelOf?: (step: OrderEvent) => string;
  t: T;
}) {
  const busy = useNavigation().state === 'submitting';
  const refundable = total - refunded;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(new Date());
  const fieldsOf = (step: OrderEvent): ReactNode => {
    switch (step) {
      case 'record_transfer':
        return (
          <>
            <StepField step={step} name="amount" label={t('orderAmount')} failed={failed}>
              {(props) => (
                <input {...props} name="amount" inputMode="numeric" defaultValue={total} required size={10} />
              )}
            </StepField>
            <StepField step={step} name="booked_on" label={t('orderBookedOn')} failed={failed}>
              {(props) => <input {...props} name="booked_on" type="date" defaultValue={today} max={today} />}
            </StepField>
            <StepField step={step} name="reference" label={t('orderReference')} failed={failed}>
              {(props) => <input {...props} name="reference" maxLength={140} />}
            </StepField>
          </>
        );
      case 'ship':
        return (
          <StepField step={step} name="parcel_number" label={t('orderParcelNumber')} failed={failed}>
            {(props) => (
              <input
                {...props}
                name="parcel_number"
                inputMode="numeric"
                pattern="[0-9]{8,14}"
                required
                autoComplete="off"
              />
            )}
          </StepField>
        );
      case 'cancel':
        return (
          <>
            <p className="muted">{t('orderCancelWarning', { amount: formatHuf(refundable) })}</p>
            <StepField step={step} name="reason" label={t('orderReason')} failed={failed}>
              {(props) => <textarea {...props} name="reason" required minLength={3} rows={2} />}
            </StepField>
          </>
        );
      case 'return':
        return (
          <>
            <p className="muted">
              {t('orderReturnHint')} {t('orderRefundLeft', { amount: formatHuf(refundable) })}
            </p>
            <StepField step={step} name="refund" label={t('orderRefundAmount')} failed={failed}>
              {(props) => (
                <input {...props} name="refund" inputMode="numeric" defaultValue={refundable} required size={10} />
              )}
            </StepField>
            <StepField step={step} name="reason" label={t('orderReason')} failed={failed}>
              {(props) => <textarea {...props} name="reason" required minLength={3} rows={2} />}
            </StepField>
          </>
        );
      default:
        return null;
    }
  };
  if (events.length === 0) return <p className="muted">{none}</p>;
  return (
    <div className="steps">
      {events.map((step) => (
        <Form method="post" key={step} className={`step-form${step === 'cancel' ? ' danger-zone' : ''}`}>
          <input type="hidden" name="_token" value={csrf} />
          <input type="hidden" name="event" value={step} />
          {fieldsOf(step)}
          <button
            type="submit"
            className={step === 'cancel' ? 'button danger' : 'button'}
            disabled={busy}
            aria-describedby={undefined}
          >
            {labelOf(step)}
          </button>
        </Form>
      ))}
    </div>
  );
}
