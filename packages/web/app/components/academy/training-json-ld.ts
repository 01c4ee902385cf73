import type { Training } from '@vag/domain';
import { absoluteUrl } from './absolute-url';
import { dateEnd, locationPrice, type SelectorTraining } from './training-selector';

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Schema.org Events, one per upcoming date (DESIGN §7): start and end, the classroom's place
 * or a virtual location, and the offer with its price in HUF and whether places are left.
 */
export function trainingEventsJsonLd(
  training: SelectorTraining & Pick<Training, 'description'>,
  pageUrl: string,
  origin: string,
  organizer: string,
) {
  const image = training.images?.[0]?.url_path;
  return (training.trainingDates ?? []).map((date) => {
    const online = date.trainingLocationType.id === 2;
    const offer = locationPrice(training, online ? 2 : 1);
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: training.title,
      description: text(training.description),
      startDate: date.start_at,
      endDate: dateEnd(training, date).toISOString(),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: online
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
      location: online
        ? { '@type': 'VirtualLocation', url: pageUrl }
        : { '@type': 'Place', name: date.venue ?? organizer, address: date.venue ?? undefined },
      ...(image ? { image: [absoluteUrl(image, origin)] } : {}),
      organizer: { '@type': 'Organization', name: organizer, url: origin },
      ...(offer
        ? {
            offers: {
              '@type': 'Offer',
              url: pageUrl,
              price: offer.price,
              priceCurrency: 'HUF',
              availability: date.available_limit > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
            },
          }
        : {}),
    };
  });
}
