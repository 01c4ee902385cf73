import {
  fieldErrors,
  formatDateTime,
  localizePath,
  PARTICIPANT_FIELDS,
  parsePath,
  participantSchema,
} from '@vag/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { listEducationLevels } from '../../api-client/orders';
import { serverApi } from '../../api-client/server';
import { CsrfField } from '../../components/CsrfField';
import { CheckoutSteps } from '../../components/checkout/CartSummary';
import { CheckboxField } from '../../components/forms/CheckboxField';
import { ErrorSummary, FieldIdContext, FocusHeading, useFocusOn } from '../../components/forms/focus';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { ParticipantFields, participantLabels } from '../../components/participants/ParticipantFields';
import { translator } from '../../i18n';
import { requireSite } from '../../lib/account.server';
import { type FieldErrors, readCheckoutState, requireSteps } from '../../lib/checkout-state.server';
import { readForm } from '../../lib/form-data.server';
import { useLocale, useT } from '../../lib/use-site';
import { currentUser } from '../../lib/visitor.server';
import { accountMeta } from '../account/account-meta';
import type { Route } from './+types/checkout-participants';
import { requireCart } from './checkout.server';
import { participantsCookie, readParticipants, type Seat, type SeatAnswer, seatsOf } from './participants-state.server';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'participants.step');

const FIELD_PREFIX = 'participants-';
/** A cookie above this is dropped by browsers (4 KB with its name and attributes). */
const MAX_COOKIE_VALUE = 3800;

async function loadSeats(request: Request, context: Route.LoaderArgs['context']) {
  requireSite(context, 'academy');
  const { locale } = parsePath(new URL(request.url).pathname);
  const state = readCheckoutState(request);
  requireSteps(state, locale, 2);
  const siteCart = await requireCart(request, context, locale, state);
  if (siteCart.site !== 'academy') throw data(null, { status: 404 });
  return { locale, state, seats: seatsOf(siteCart.cart) };
}

/** The academy's step between payment and summary: who attends each seat of each date in the cart. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, seats } = await loadSeats(request, context);
  const levels = await listEducationLevels(serverApi(request, context), locale);
  return { seats, answers: readParticipants(request) ?? {}, educationLevels: levels.data };
}

function answersOf(form: FormData, seats: Seat[]): Record<string, SeatAnswer> {
  return Object.fromEntries(
    seats.map((seat) => {
      const values: Record<string, string> = {};
      for (const field of PARTICIPANT_FIELDS) {
        const value = form.get(`${seat.prefix}${field}`);
        if (typeof value === 'string' && value.trim() !== '') values[field] = value.trim();
      }
      return [seat.key, { later: form.get(`${seat.prefix}later`) === '1', values }];
    }),
  );
}

/**
 * "I attend" fills the seat from the buyer's step 1 data (the account's for a signed-in buyer)
 * and shows the form again with everything typed kept; "continue" checks every seat not left
 * for later with the API's participant rules and goes on to the summary.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, state, seats } = await loadSeats(request, context);
  const form = await readForm(request);
  const answers = answersOf(form, seats);
  const intent = String(form.get('intent') ?? '');
  if (intent.startsWith('buyer:')) {
    const seat = seats.find((candidate) => candidate.key === intent.slice('buyer:'.length));
    const user = await currentUser(request, context);
    const buyer = user
      ? { last_name: user.last_name, first_name: user.first_name, email: user.email, phone_number: user.phone_number }
      : {
          last_name: state.fields.last_name ?? '',
          first_name: state.fields.first_name ?? '',
          email: state.fields.email ?? '',
          phone_number: state.fields.phone_number ?? '',
        };
    const answer = seat && answers[seat.key];
    if (answer) {
      answer.later = false;
      Object.assign(answer.values, buyer);
    }
    return data({
      answers,
      errors: {} as FieldErrors,
      filled: seat?.key ?? null,
      revision: Date.now(),
      tooLarge: false,
    });
  }
  const errors: FieldErrors = {};
  for (const seat of seats) {
    const answer = answers[seat.key];
    if (!answer || answer.later) continue;
    // A seat not begun asks one thing, not seven: who attends, or "later".
    if (Object.keys(answer.values).length === 0) {
      errors[`${seat.prefix}later`] = [translator(locale)('participants.seatEmpty')];
      continue;
    }
    const checked = participantSchema.safeParse(answer.values);
    if (checked.success) continue;
    for (const [field, messages] of Object.entries(fieldErrors(checked.error.issues, locale, answer.values))) {
      errors[`${seat.prefix}${field}`] = messages;
    }
  }
  const cookie = participantsCookie(request, answers);
  const tooLarge = cookie.length > MAX_COOKIE_VALUE;
  if (Object.keys(errors).length > 0 || tooLarge) {
    return data({ answers, errors, filled: null, revision: Date.now(), tooLarge }, { status: 422 });
  }
  throw redirect(localizePath('/checkout/step3', locale), { headers: { 'set-cookie': cookie } });
}

export default function CheckoutParticipants({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const { seats, educationLevels } = loaderData;
  const answers = actionData?.answers ?? loaderData.answers;
  const errors = actionData?.errors ?? {};
  const labels = Object.assign({}, ...seats.map((seat) => seatLabels(t, seat)));
  return (
    <div className="container checkout-page">
      <CheckoutSteps current="participants" />
      <FocusHeading>{t('participants.step')}</FocusHeading>
      <p className="muted">{t('participants.lead')}</p>
      <ErrorSummary title={t('commerce.checkout.errorSummary')} errors={errors} labels={labels} prefix={FIELD_PREFIX}>
        {actionData?.tooLarge && <p>{t('participants.tooMany')}</p>}
      </ErrorSummary>
      <FieldIdContext.Provider value={FIELD_PREFIX}>
        <Form method="post" className="checkout-form participants-form" noValidate>
          <CsrfField />
          {/* Enter in a field continues (the first submit button is the form's default), never "I attend". */}
          <button
            type="submit"
            name="intent"
            value="continue"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
          >
            {t('participants.continue')}
          </button>
          {seats.map((seat) => {
            const answer = answers[seat.key];
            const filled = actionData?.filled === seat.key;
            const titleId = `${FIELD_PREFIX}${seat.prefix}title`;
            return (
              // A new answer (the buyer's data filled in) draws the seat's fields anew with it.
              <fieldset
                key={`${seat.key}-${filled ? actionData?.revision : 0}`}
                className="account-fieldset participant-seat"
                aria-labelledby={titleId}
              >
                <legend id={titleId} className="participant-seat__title">
                  <span>{t('participants.seat').replace('{n}', String(seat.number))}</span>
                  <span className="participant-seat__training">
                    {seat.title} · {formatDateTime(seat.startAt)}
                    {seat.venue && <> · {seat.venue}</>}
                  </span>
                </legend>
                <div className="participant-seat__choices">
                  <button
                    type="submit"
                    name="intent"
                    value={`buyer:${seat.key}`}
                    className="button button--secondary"
                    formNoValidate
                  >
                    {t('participants.buyerAttends')}
                  </button>
                  <CheckboxField
                    name={`${seat.prefix}later`}
                    label={t('participants.later')}
                    defaultChecked={answer?.later ?? false}
                    errors={errors}
                    // CheckboxField's own describedby (its message) is replaced by this: both are named.
                    aria-describedby={[
                      `${FIELD_PREFIX}${seat.prefix}later-hint`,
                      errors[`${seat.prefix}later`] ? `${FIELD_PREFIX}${seat.prefix}later-error` : null,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    className="participant-seat__later"
                  />
                </div>
                <p id={`${FIELD_PREFIX}${seat.prefix}later-hint`} className="field__hint">
                  {t('participants.laterHint')}
                </p>
                {filled && <BuyerFilled text={t('participants.buyerFilled')} />}
                <div className="checkout-form__grid participant-seat__fields">
                  <ParticipantFields
                    prefix={seat.prefix}
                    values={answer?.values}
                    errors={errors}
                    educationLevels={educationLevels}
                  />
                </div>
              </fieldset>
            );
          })}
          <div className="checkout-form__actions">
            <Link to={localizePath('/checkout/step2', locale)} className="button button--secondary">
              {t('participants.backToPayment')}
            </Link>
            <SubmitButton busy={navigation.state !== 'idle'} name="intent" value="continue">
              {t('participants.continue')}
            </SubmitButton>
          </div>
        </Form>
      </FieldIdContext.Provider>
    </div>
  );
}

/**
 * Says the buyer's details went into the seat, and takes the focus: the pressed button was drawn
 * anew with its seat, and the keyboard goes on from here (without JavaScript too: autofocus).
 */
function BuyerFilled({ text }: { text: string }) {
  const ref = useFocusOn<HTMLParagraphElement>(text);
  return (
    // biome-ignore lint/a11y/noAutofocus: after "I attend" the seat's next field is where the user goes on
    <p ref={ref} tabIndex={-1} className="form-notice form-notice--success" role="status" autoFocus>
      {text}
    </p>
  );
}

/** "Seat 2 · Last name" for the error summary's links. */
function seatLabels(t: ReturnType<typeof useT>, seat: Seat): Record<string, string> {
  const seatName = t('participants.seat').replace('{n}', String(seat.number));
  return Object.fromEntries(
    Object.entries({ ...participantLabels(t, seat.prefix), [`${seat.prefix}later`]: t('participants.later') }).map(
      ([name, label]) => [name, `${seatName} (${seat.title}): ${label}`],
    ),
  );
}
