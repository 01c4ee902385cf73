import { DATE_PRESELECT_DELAY_MS, formatHuf, TrainingLocationType } from '@vag/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../lib/cart-hooks';
import { useToast } from '../../lib/toast';
import { useLocale, useT } from '../../lib/use-site';
import { useVisitor } from '../../lib/visitor';
import { CsrfField } from '../CsrfField';
import { AddToCartPopup } from '../cart/AddToCartPopup';
import { CartChangeButton } from '../cart/CartChangeButton';
import { CartIcon } from '../cart/CartIcon';
import { cartActionPath } from '../cart/cart-action';
import { useAddToCart } from '../cart/use-add-to-cart';
import { fillMessage } from '../catalogue/fill-message';
import { PriceTag } from '../catalogue/PriceTag';
import {
  dateLabel,
  firstDateId,
  initialLocation,
  type LocationChoice,
  locationPrice,
  offeredLocations,
  type SelectionError,
  type SelectorTraining,
  selectableDates,
  showsLocationDropdown,
  validateSelection,
} from './training-selector';
import { waitingListAnchor } from './WaitingListJoin';
import { offersWaitingList } from './waiting-list-join';

/** The `?location=` of the no-JavaScript location form. */
const LOCATION_PARAM = 'location';
const locationCodes = { 1: 'classroom', 2: 'online' } as const;

function locationFromUrl(value: string | null, offered: (1 | 2)[]): LocationChoice | null {
  const id = value === 'online' ? 2 : value === 'classroom' ? 1 : null;
  return id !== null && offered.includes(id) ? id : null;
}

interface Props {
  training: SelectorTraining;
  /** In the date selector popup: called after a successful add (the popup closes, spec §4). */
  onAdded?: () => void;
}

/**
 * The training page selector of spec §2/§4: price info and price, the location dropdown (only
 * when both ways exist), the date dropdown and the cart action area (add, no appointment, full,
 * or the quantity control of a line already in the cart). Without JavaScript the location is a
 * GET form and the date a select of the add form, so the whole choice still works.
 */
export function TrainingSelector({ training, onAdded }: Props) {
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const offered = offeredLocations(training);
  const [location, setLocation] = useState<LocationChoice>(
    () => locationFromUrl(searchParams.get(LOCATION_PARAM), offered) ?? initialLocation(training),
  );
  const [dateId, setDateId] = useState<number | null>(() => firstDateId(training, location));
  const [error, setError] = useState<SelectionError | null>(null);
  const preselect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dateIds = new Set((training.trainingDates ?? []).map((date) => date.id));
  const { fetcher, here, busy, outcome, close } = useAddToCart((key) =>
    [...dateIds].some((id) => key === `training-${id}-1` || key === `training-${id}-2`),
  );
  const cart = useVisitor().data.cart;
  const ids = { location: useId(), date: useId(), error: useId(), details: useId() };
  const locationRef = useRef<HTMLSelectElement>(null);
  const dateRef = useRef<HTMLSelectElement>(null);

  useEffect(() => () => clearTimeout(preselect.current), []);

  // In the popup: success closes it, a refusal is an error toast with the server's message (spec §4).
  useEffect(() => {
    if (!onAdded || fetcher.state !== 'idle' || fetcher.data?.intent !== 'add') return;
    if (fetcher.data.ok) onAdded();
    else toast(fetcher.data.message || t('commerce.popup.genericError'), 'error');
  }, [fetcher.state, fetcher.data, onAdded, toast, t]);

  const dates = selectableDates(training, location);
  const chosen = dates.find((date) => date.id === dateId) ?? null;
  const line = chosen && location !== 0 ? cart?.lines.find((l) => l.key === `training-${chosen.id}-${location}`) : null;
  const price = location === 0 ? null : locationPrice(training, location);
  const dropdown = showsLocationDropdown(training);

  const changeLocation = (next: LocationChoice) => {
    setLocation(next);
    setError(null);
    setDateId(null);
    clearTimeout(preselect.current);
    // Spec §4/§9: the first date of the new location is re-selected after 10 ms.
    preselect.current = setTimeout(() => setDateId(firstDateId(training, next)), DATE_PRESELECT_DELAY_MS);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const problem = validateSelection(training, location, dateId);
    if (!problem) return setError(null);
    event.preventDefault();
    setError(problem);
    (problem === 'training_error_select_local_type' ? locationRef : dateRef).current?.focus();
  };

  if (offered.length === 0) {
    // Full dates keep their waiting lists in the page's list of dates (a list card's popup has none).
    const allFull = !onAdded && (training.trainingDates ?? []).some(offersWaitingList);
    return (
      <div className="training-selector">
        <PriceInfo training={training} location={0} />
        {allFull ? (
          <p className="training-selector__none">
            {t('waitingList.join.allFull')} <a href="#training-dates">{t('waitingList.join.toDates')}</a>
          </p>
        ) : (
          <p className="training-selector__none">{t('academy.selector.noAppointment')}</p>
        )}
      </div>
    );
  }

  return (
    <div className="training-selector" data-error={error ?? undefined}>
      <p className="training-selector__info">{t('academy.selector.priceInfo')}</p>
      {price ? (
        <PriceTag price={price.price} priceOriginal={price.original} size="lg" />
      ) : (
        <PriceInfo training={training} location={location} />
      )}

      {dropdown && (
        <form method="get" className="training-selector__field">
          <label htmlFor={ids.location} className="training-selector__label">
            {t('academy.selector.location')}
          </label>
          <select
            ref={locationRef}
            id={ids.location}
            name={LOCATION_PARAM}
            className="select"
            value={location === 0 ? '' : locationCodes[location]}
            aria-invalid={error === 'training_error_select_local_type' || undefined}
            aria-describedby={error === 'training_error_select_local_type' ? ids.error : undefined}
            onChange={(event) => changeLocation(locationFromUrl(event.target.value, offered) ?? 0)}
          >
            <option value="">{t('academy.selector.locationNone')}</option>
            {offered.includes(TrainingLocationType.classroom) && (
              <option value="classroom">{t('academy.location.classroom')}</option>
            )}
            {offered.includes(TrainingLocationType.online) && (
              <option value="online">{t('academy.location.online')}</option>
            )}
          </select>
          {/* For browsers without JavaScript; with it the dates follow the choice (CSS hides it from the first paint). */}
          <button type="submit" className="button button--secondary training-selector__apply">
            {t('academy.selector.showDates')}
          </button>
        </form>
      )}

      <fetcher.Form
        method="post"
        action={cartActionPath(locale)}
        className="training-selector__form"
        noValidate={hydrated}
        onSubmit={submit}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="training_location_type_id" value={location} />
        <input type="hidden" name="return_to" value={here} />
        {hydrated && <input type="hidden" name="_enhanced" value="1" />}
        <div className="training-selector__field">
          <label htmlFor={ids.date} className="training-selector__label">
            {t('academy.selector.date')}
          </label>
          <select
            ref={dateRef}
            id={ids.date}
            name="item_id"
            className="select"
            required
            disabled={location === 0 && !dropdown}
            value={dateId ?? ''}
            aria-invalid={error === 'training_error_select_date' || undefined}
            aria-describedby={
              [error === 'training_error_select_date' ? ids.error : '', chosen ? ids.details : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => {
              setError(null);
              setDateId(event.target.value ? Number(event.target.value) : null);
            }}
          >
            <option value="">
              {t(location === 0 ? 'academy.selector.locationFirst' : 'academy.selector.dateNone')}
            </option>
            {dates.map((date) => (
              <option key={date.id} value={date.id}>
                {dateLabel(training, date)}
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p id={ids.error} className="training-selector__error" role="alert">
            {t(`academy.error.${error}`)}
          </p>
        )}
        {chosen && (
          <p id={ids.details} className="training-selector__details">
            {chosen.venue ? chosen.venue : t('academy.selector.onlineVenue')}
            {chosen.trainingLocationType.id === TrainingLocationType.classroom && (
              <> · {fillMessage(t('academy.selector.seatsLeft'), { count: chosen.available_limit })}</>
            )}
          </p>
        )}
        {!line && (
          <div className="training-selector__actions">
            {chosen && chosen.available_limit <= 0 ? (
              <button type="button" className="button button--primary" disabled>
                {t('academy.selector.full')}
              </button>
            ) : (
              <button
                type="submit"
                className="button button--primary add-to-cart__button"
                aria-busy={busy || undefined}
              >
                {busy ? t('commerce.add.busy') : t('academy.selector.add')}
              </button>
            )}
          </div>
        )}
      </fetcher.Form>
      {line && chosen && location !== 0 && (
        <QuantityControl
          item={{ kind: 'training', trainingDateId: chosen.id, locationTypeId: location }}
          count={line.count}
          max={chosen.available_limit}
          name={training.title}
        />
      )}
      {/* No more places to add: the date's waiting list (in the page's list of dates) may have them later. */}
      {line && chosen && !onAdded && line.count >= chosen.available_limit && offersWaitingList(chosen) && (
        <a href={`#${waitingListAnchor(chosen.id)}`} className="training-selector__more">
          {t('waitingList.join.needMore')}
        </a>
      )}
      {!onAdded && (
        <AddToCartPopup
          outcome={outcome}
          display={{ name: training.title, imageUrl: training.images?.[0]?.url_path }}
          onClose={close}
          closeHref={here}
        />
      )}
    </div>
  );
}

/** Both prices while no way of taking the training is chosen. */
function PriceInfo({ training, location }: { training: SelectorTraining; location: LocationChoice }) {
  const t = useT();
  if (location !== 0) return null;
  const rows = ([TrainingLocationType.classroom, TrainingLocationType.online] as const)
    .map((kind) => ({ kind, price: locationPrice(training, kind) }))
    .filter((row) => row.price !== null);
  return (
    <dl className="training-selector__prices">
      {rows.map(({ kind, price }) => (
        <div key={kind}>
          <dt>{t(`academy.location.${locationCodes[kind]}`)}</dt>
          <dd>
            {price && price.price < price.original && (
              <s className="price-tag__original">{formatHuf(price.original)}</s>
            )}{' '}
            <strong>{price && formatHuf(price.price)}</strong>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec §4: trash at count 1 (the line goes), minus above; plus only while seats are left. */
function QuantityControl({
  item,
  count,
  max,
  name,
}: {
  item: { kind: 'training'; trainingDateId: number; locationTypeId: 1 | 2 };
  count: number;
  max: number;
  name: string;
}) {
  const t = useT();
  return (
    <div className="quantity" data-testid="training-quantity">
      <p className="quantity__label">{t('academy.selector.inCart')}</p>
      <div className="quantity__controls">
        <CartChangeButton
          item={item}
          intent="decrease"
          label={fillMessage(t(count === 1 ? 'academy.selector.remove' : 'academy.selector.decrease'), { name })}
          className="icon-button quantity__button"
        >
          <CartIcon name={count === 1 ? 'trash' : 'minus'} />
        </CartChangeButton>
        <output className="quantity__count" aria-live="polite" aria-label={t('academy.selector.participants')}>
          {count}
        </output>
        {count < max && (
          <CartChangeButton
            item={item}
            intent="add"
            label={fillMessage(t('academy.selector.increase'), { name })}
            className="icon-button quantity__button"
          >
            <CartIcon name="plus" />
          </CartChangeButton>
        )}
      </div>
    </div>
  );
}
