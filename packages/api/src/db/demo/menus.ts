import { HostId, LocaleId, type MenuKind } from '@vag/domain';

type Link = [menu: MenuKind, label: string, url: string];
type SiteMenus = Record<'hu' | 'en', Link[]>;

// Internal URLs are canonical (English) paths; the storefront localizes them per language.
// `site:<key>` is the other site's home at its configured address (menus.service).
const social: Link[] = [
  ['social', 'Facebook', 'https://www.facebook.com/vagheggi'],
  ['social', 'Instagram', 'https://www.instagram.com/vagheggi'],
  ['social', 'YouTube', 'https://www.youtube.com/@vagheggi'],
];

const shop: SiteMenus = {
  hu: [
    ['main', 'Termékeink', '/category'],
    ['main', 'Újdonságok', '/category?list=newest'],
    ['main', 'Akciók', '/category?list=promoted'],
    ['main', 'Szalonok', '/salons'],
    ['main', 'Blog', '/blogs'],
    ['secondary', 'Rólunk', '/about-us'],
    ['secondary', 'Kapcsolat', '/contact'],
    ['secondary', 'Akadémia', 'site:academy'],
    ['secondary', 'Kozmetikusoknak', '/for-beauticians'],
    ['footer_shop', 'Szállítás és fizetés', '/page/szallitas-es-fizetes'],
    ['footer_shop', 'Általános szerződési feltételek', '/page/aszf'],
    ['footer_shop', 'Adatkezelési tájékoztató', '/page/adatkezeles'],
    ['footer_help', 'Kapcsolat', '/contact'],
    ['footer_help', 'Szalonkereső', '/salons'],
    ['footer_help', 'Gyakori kérdések', '/page/gyik'],
    ...social,
  ],
  en: [
    ['main', 'Our products', '/category'],
    ['main', 'New arrivals', '/category?list=newest'],
    ['main', 'Offers', '/category?list=promoted'],
    ['main', 'Salons', '/salons'],
    ['main', 'Blog', '/blogs'],
    ['secondary', 'About us', '/about-us'],
    ['secondary', 'Contact', '/contact'],
    ['secondary', 'Academy', 'site:academy'],
    // Spec §2 keeps this link Hungarian only; issue 18 asks for it in English too: the English
    // page exists, and an English-speaking beautician must find the professional registration.
    ['secondary', 'For beauticians', '/for-beauticians'],
    ['footer_shop', 'Delivery and payment', '/page/delivery-and-payment'],
    ['footer_shop', 'Terms and conditions', '/page/terms'],
    ['footer_shop', 'Privacy notice', '/page/privacy'],
    ['footer_help', 'Contact', '/contact'],
    ['footer_help', 'Find a salon', '/salons'],
    ['footer_help', 'FAQ', '/page/faq'],
    ...social,
  ],
};

const academy: SiteMenus = {
  hu: [
    ['main', 'Képzések', '/category'],
    ['main', 'Képzési naptár', '/training-calendar'],
    ['main', 'Online képzések', '/category?location=online'],
    ['main', 'Blog', '/blogs'],
    ['secondary', 'Rólunk', '/about-us'],
    ['secondary', 'Kapcsolat', '/contact'],
    ['secondary', 'Webshop', 'site:shop'],
    ['footer_shop', 'Jelentkezés és fizetés', '/page/jelentkezes-es-fizetes'],
    ['footer_shop', 'Általános szerződési feltételek', '/page/aszf'],
    ['footer_shop', 'Adatkezelési tájékoztató', '/page/adatkezeles'],
    ['footer_help', 'Kapcsolat', '/contact'],
    ['footer_help', 'Gyakori kérdések', '/page/gyik'],
    ...social,
  ],
  en: [
    ['main', 'Trainings', '/category'],
    ['main', 'Training calendar', '/training-calendar'],
    ['main', 'Online trainings', '/category?location=online'],
    ['main', 'Blog', '/blogs'],
    ['secondary', 'About us', '/about-us'],
    ['secondary', 'Contact', '/contact'],
    ['secondary', 'Web shop', 'site:shop'],
    ['footer_shop', 'Enrolment and payment', '/page/enrolment-and-payment'],
    ['footer_shop', 'Terms and conditions', '/page/terms'],
    ['footer_shop', 'Privacy notice', '/page/privacy'],
    ['footer_help', 'Contact', '/contact'],
    ['footer_help', 'FAQ', '/page/faq'],
    ...social,
  ],
};

export function demoMenuLinks() {
  const sites = [
    [HostId.shop, shop],
    [HostId.academy, academy],
  ] as const;
  return sites.flatMap(([hostId, menus]) =>
    (['hu', 'en'] as const).flatMap((locale) =>
      menus[locale].map(([menu, label, url], index) => ({
        hostId,
        localeId: LocaleId[locale],
        menu,
        label,
        url,
        sort: index,
      })),
    ),
  );
}
