import { HostId } from '@vag/domain';

/** Old addresses of the previous shop that search engines and bookmarks still know. */
export const demoRedirects = [
  { hostId: HostId.shop, fromUrl: '/regi-termekek', toUrl: '/kategoria' },
  { hostId: HostId.shop, fromUrl: '/akciok', toUrl: '/kategoria?list=promoted' },
  { hostId: HostId.shop, fromUrl: '/en/old-products', toUrl: '/en/category' },
  { hostId: HostId.shop, fromUrl: '/szalonkereso', toUrl: '/szalonok' },
  { hostId: HostId.academy, fromUrl: '/kepzesek', toUrl: '/kategoria' },
  { hostId: HostId.academy, fromUrl: '/naptar', toUrl: '/kepzesi-naptar' },
  { hostId: HostId.academy, fromUrl: '/en/calendar', toUrl: '/en/training-calendar' },
] as const;
