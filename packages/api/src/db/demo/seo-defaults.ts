import { HostId, LocaleId } from '@vag/domain';

/**
 * The default SEO texts of both sites (issue 21): what the storefront showed before they became
 * editable (its site name and tagline as the home page's title, its default description).
 */
export const demoSeoDefaults = [
  {
    hostId: HostId.shop,
    localeId: LocaleId.hu,
    title: 'Vagheggi – Professzionális kozmetikumok',
    description:
      'Professzionális olasz kozmetikumok webáruháza: arc- és testápolás, szalonoknak és otthoni használatra.',
  },
  {
    hostId: HostId.shop,
    localeId: LocaleId.en,
    title: 'Vagheggi – Professional cosmetics',
    description: 'The web shop of professional Italian cosmetics: face and body care for salons and for use at home.',
  },
  {
    hostId: HostId.academy,
    localeId: LocaleId.hu,
    title: 'Vagheggi Akadémia – Szakmai képzések kozmetikusoknak',
    description:
      'Online és tantermi szakmai képzések kozmetikusoknak, dátumozott időpontokkal és korlátozott létszámmal.',
  },
  {
    hostId: HostId.academy,
    localeId: LocaleId.en,
    title: 'Vagheggi Academy – Professional training for beauticians',
    description: 'Online and classroom professional training for beauticians, with scheduled dates and limited seats.',
  },
];
