import { HostId, LocaleId } from '@vag/domain';
import type { HomeCarouselSlideInput } from '../../modules/home-carousels/home-carousels.service';

type Slide = [title: string, subtitle: string, image: string, link: string, buttonText: string];

const slides: Record<HostId, Record<'hu' | 'en', Slide[]>> = {
  [HostId.shop]: {
    hu: [
      [
        'Hialuronsavas hidratálás',
        'Feszes, üde bőr egész nap – most 20% kedvezménnyel.',
        '/img/demo/carousel/shop-hyaluron.jpg',
        '/kategoria?list=promoted',
        'Megnézem az akciókat',
      ],
      [
        'Újdonság: C-vitaminos szérum',
        'Ragyogóbb arcbőr és egyenletesebb bőrtónus négy hét alatt.',
        '/img/demo/carousel/shop-vitamin-c.jpg',
        '/kategoria?list=newest',
        'Újdonságok',
      ],
      [
        'Találja meg a szalonját',
        'Partnerszalonjaink szakértő kozmetikusai várják országszerte.',
        '/img/demo/carousel/shop-salons.jpg',
        '/szalonok',
        'Szalonkereső',
      ],
    ],
    en: [
      [
        'Hyaluronic hydration',
        'Firm, fresh skin all day long – now 20% off.',
        '/img/demo/carousel/shop-hyaluron.jpg',
        '/en/category?list=promoted',
        'See the offers',
      ],
      [
        'New: vitamin C serum',
        'Brighter skin and a more even tone in four weeks.',
        '/img/demo/carousel/shop-vitamin-c.jpg',
        '/en/category?list=newest',
        'New arrivals',
      ],
      [
        'Find your salon',
        'Expert beauticians of our partner salons all over Hungary.',
        '/img/demo/carousel/shop-salons.jpg',
        '/en/salons',
        'Find a salon',
      ],
    ],
  },
  [HostId.academy]: {
    hu: [
      [
        'Tavaszi képzési naptár',
        'Tantermi és online képzések kezdőknek és haladóknak.',
        '/img/demo/carousel/academy-calendar.jpg',
        '/kepzesi-naptar',
        'Időpontok',
      ],
      [
        'Savas hámlasztás mesterfokon',
        'Kétnapos gyakorlati képzés valódi modelleken, tanúsítvánnyal.',
        '/img/demo/carousel/academy-peeling.jpg',
        '/kategoria',
        'Részletek',
      ],
      [
        'Tanuljon otthonról',
        'Élő online órák és 60 napig visszanézhető felvételek.',
        '/img/demo/carousel/academy-online.jpg',
        '/kategoria?location=online',
        'Online képzések',
      ],
    ],
    en: [
      [
        'Spring training calendar',
        'Classroom and online trainings for beginners and experts.',
        '/img/demo/carousel/academy-calendar.jpg',
        '/en/training-calendar',
        'See the dates',
      ],
      [
        'Master acid peels',
        'A two-day practical training on real models, with a certificate.',
        '/img/demo/carousel/academy-peeling.jpg',
        '/en/category',
        'Details',
      ],
      [
        'Learn from home',
        'Live online sessions and recordings you can watch for 60 days.',
        '/img/demo/carousel/academy-online.jpg',
        '/en/category?location=online',
        'Online trainings',
      ],
    ],
  },
};

/** Three slides per site and language; links are written as the editor would, per language. */
export function demoHomeCarouselSlides(): HomeCarouselSlideInput[] {
  return [HostId.shop, HostId.academy].flatMap((hostId) =>
    (['hu', 'en'] as const).flatMap((locale) =>
      slides[hostId][locale].map(([title, subtitle, image, link, buttonText], index) => ({
        hostId,
        localeId: LocaleId[locale],
        title,
        subtitle,
        image,
        link,
        buttonText,
        sort: (index + 1) * 10,
      })),
    ),
  );
}
