import {
  formatDistanceKm,
  type OpeningHours as Hours,
  type ParcelShop,
  type ParcelShopList,
  parcelPointName,
} from '@vag/domain';
import { useLocale, useT } from '../../lib/use-site';
import { SCRIPTLESS_ONLY } from '../../lib/visitor';
import { fillMessage } from '../catalogue/fill-message';
import { OpeningHours } from '../content/OpeningHours';

/** The query parameter of the picker's search (a post of the step redirects to it). */
export const PARCEL_SEARCH_PARAM = 'parcel_search';

/** "00:00–24:00" when every day of the week has that one interval (a locker), else null. */
function sameEveryDay(hours: Hours): string | null {
  const [first] = hours;
  const same =
    first &&
    hours.length === 7 &&
    [1, 2, 3, 4, 5, 6, 7].every((day) =>
      hours.some((item) => item.day === day && item.open === first.open && item.close === first.close),
    );
  return same ? `${first.open}–${first.close}` : null;
}

/**
 * The GLS point picker (spec §2, required for delivery methods 3 and 4). It opens on the points
 * nearest the zip code of the shopper's address, nearest first with their distance; the search
 * (a zip code, a settlement or a street) posts with the rest of the step, so it works without
 * JavaScript too. The points are one radio group: arrow keys move between them and choose.
 */
export function ParcelPointPicker({
  search,
  kindChosen,
  result,
  chosen,
  deliveryName,
  error,
}: {
  /** What the list was searched for: the address's zip code until the shopper types another. */
  search: string;
  /** Whether a parcel delivery (shop or locker) is chosen: without JavaScript the picker shows before. */
  kindChosen: boolean;
  /** The points of the chosen delivery's kind; null before a search (no zip code known yet). */
  result: ParcelShopList | null;
  chosen: ParcelShop | null;
  /** The chosen delivery method's name: the points' names leave out the carrier product it already says. */
  deliveryName: string | null;
  error: string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const listed = result?.data ?? [];
  const options = chosen && !listed.some((point) => point.id === chosen.id) ? [chosen, ...listed] : listed;
  const place = result?.origin ? [result.origin.zipcode, result.origin.city].filter(Boolean).join(' ') : search;
  const heading = result?.origin ? 'commerce.parcel.nearest' : 'commerce.parcel.matching';
  return (
    <fieldset
      id="parcel-picker"
      // Shown before a parcel delivery is chosen only for a browser without JavaScript.
      className={`account-fieldset parcel-picker${kindChosen ? '' : ` ${SCRIPTLESS_ONLY}`}`}
      aria-describedby={error ? 'parcel-error' : undefined}
    >
      <legend>{t('commerce.parcel.title')}</legend>
      <div className="parcel-picker__search">
        <div className="field">
          <label className="field__label" htmlFor="parcel-search">
            {t('commerce.parcel.search')}
          </label>
          <input
            key={search}
            id="parcel-search"
            className="field__input"
            name={PARCEL_SEARCH_PARAM}
            defaultValue={search}
            autoComplete="postal-code"
            enterKeyHint="search"
          />
        </div>
        <button type="submit" name="intent" value="search" className="button button--secondary">
          {t('commerce.parcel.find')}
        </button>
      </div>
      <p className="parcel-picker__status" role="status">
        {!kindChosen
          ? t('commerce.parcel.chooseDelivery')
          : result === null
            ? ''
            : listed.length === 0
              ? (result.message ?? t('commerce.parcel.none'))
              : fillMessage(t(heading), { place })}
      </p>
      {options.length > 0 && (
        <ul className="parcel-picker__list">
          {options.map((point) => (
            <li key={point.id} className="parcel-picker__item">
              <label className="choice parcel-point">
                <input
                  type="radio"
                  name="gls_parcel_shop_id"
                  value={point.id}
                  defaultChecked={chosen?.id === point.id}
                />
                <span className="parcel-point__text">
                  <span className="parcel-point__head">
                    <strong>{parcelPointName(point.name, deliveryName) || point.name}</strong>
                    {point.distance_km !== undefined && (
                      <span className="parcel-point__distance">
                        <span aria-hidden="true">{formatDistanceKm(point.distance_km, locale)}</span>
                        <span className="visually-hidden">
                          {fillMessage(t('commerce.parcel.distance'), {
                            distance: formatDistanceKm(point.distance_km, locale),
                          })}
                        </span>
                      </span>
                    )}
                  </span>
                  <span className="choice__description">
                    {point.zipcode} {point.city}, {point.address}
                  </span>
                  {sameEveryDay(point.opening_hours) && (
                    <span className="choice__description muted">
                      {fillMessage(t('commerce.parcel.everyDay'), { hours: sameEveryDay(point.opening_hours) ?? '' })}
                    </span>
                  )}
                </span>
              </label>
              {point.opening_hours.length > 0 && !sameEveryDay(point.opening_hours) && (
                <details className="parcel-picker__hours">
                  <summary>{t('commerce.parcel.openingHours')}</summary>
                  <OpeningHours hours={point.opening_hours} />
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id="parcel-error" className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
