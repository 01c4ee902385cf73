import { formatDateTime, localizePath, type Training } from '@vag/domain';
import type { MessageKey } from '../../i18n';
import { useLocale, useT } from '../../lib/use-site';
import { TrainingDatePopup } from '../academy/TrainingDatePopup';
import { type SelectorTraining, toSelectorDate } from '../academy/training-selector';
import { Link } from '../Link';
import { PriceTag } from './PriceTag';
import { ResponsiveImage } from './ResponsiveImage';

/** Training pictures are landscape scenes (16:10). */
export const TRAINING_IMAGE_WIDTH = 1600;
export const TRAINING_IMAGE_HEIGHT = 1000;

export function trainingPath(training: Pick<Training, 'full_uri'>, locale: Parameters<typeof localizePath>[1]): string {
  return localizePath(`/training/${training.full_uri}`, locale);
}

/**
 * What a training card renders (and its date selector popup needs): loaders send this, not the
 * API's whole training (description, SEO, categories), to keep the page's embedded data small.
 */
export type TrainingCardData = SelectorTraining & Pick<Training, 'full_uri' | 'has_promotion'>;

/** A training as its card needs it: the first picture only, upcoming dates without their computed end. */
export function toTrainingCard(training: Training): TrainingCardData {
  return {
    id: training.id,
    title: training.title,
    full_uri: training.full_uri,
    duration: training.duration,
    durationType: training.durationType,
    prices: training.prices,
    sales_prices: training.sales_prices,
    has_promotion: training.has_promotion,
    trainingLocationType: training.trainingLocationType,
    ...(training.images && { images: training.images.slice(0, 1) }),
    ...(training.trainingDates && { trainingDates: training.trainingDates.map(toSelectorDate) }),
  };
}

/** The lowest price a buyer can pay among the offered kinds (promotional prices win). */
export function trainingFromPrice(
  training: Pick<Training, 'prices' | 'sales_prices'>,
): { price: number; original: number } | undefined {
  const kinds = ['onlinePrice', 'classRoomPrice'] as const;
  const offers = kinds
    .map((kind) => {
      const original = training.prices[kind];
      if (original == null) return undefined;
      return { price: training.sales_prices[kind] ?? original, original };
    })
    .filter((offer) => offer !== undefined);
  return offers.sort((a, b) => a.price - b.price)[0];
}

export function locationLabelKey(code: Training['trainingLocationType']['code']): MessageKey {
  return `catalogue.location.${code}`;
}

export interface TrainingCardProps {
  training: TrainingCardData;
  headingLevel?: 2 | 3;
  sizes?: string;
  priority?: boolean;
}

/** A training in a list: picture, title, price from, next date and online/classroom badge. */
export function TrainingCard({
  training,
  headingLevel = 3,
  sizes = '(max-width: 640px) 100vw, (max-width: 980px) 50vw, 400px',
  priority = false,
}: TrainingCardProps) {
  const t = useT();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const offer = trainingFromPrice(training);
  const next = training.trainingDates?.[0];
  const several = training.trainingLocationType.code === 'both';
  return (
    <article className="training-card">
      <div className="training-card__media">
        <ResponsiveImage
          src={training.images?.[0]?.url_path}
          alt=""
          width={TRAINING_IMAGE_WIDTH}
          height={TRAINING_IMAGE_HEIGHT}
          sizes={sizes}
          priority={priority}
          className="training-card__image"
        />
        <ul className="product-card__badges">
          <li className={`badge badge--location badge--${training.trainingLocationType.code}`}>
            {t(locationLabelKey(training.trainingLocationType.code))}
          </li>
          {training.has_promotion && <li className="badge badge--sale">{t('catalogue.badge.sale')}</li>}
        </ul>
      </div>
      <div className="training-card__body">
        <Heading className="training-card__title">
          <Link to={trainingPath(training, locale)} className="product-card__link" prefetch="intent">
            {training.title}
          </Link>
        </Heading>
        <p className="training-card__date">
          {next ? (
            <>
              <span className="training-card__label">{t('catalogue.training.nextDate')}: </span>
              <time dateTime={next.start_at}>{formatDateTime(next.start_at)}</time>
            </>
          ) : (
            <span className="muted">{t('catalogue.training.noDate')}</span>
          )}
        </p>
        {offer && (
          <PriceTag
            price={offer.price}
            priceOriginal={offer.price < offer.original ? offer.original : null}
            from={several}
          />
        )}
        {next && (
          <div className="training-card__actions">
            <TrainingDatePopup training={training} />
          </div>
        )}
      </div>
    </article>
  );
}
