import type { Locale } from '@vag/domain';
import type { MessageKey } from './hu';

export type { MessageKey } from './hu';

/** A language's messages: `hu.ts` is the reference, `en.ts` must have exactly its keys. */
export type Catalogue = Record<MessageKey, string>;

export type Translate = (key: MessageKey) => string;

/**
 * The catalogues loaded in this JavaScript context. A browser loads only the page's language:
 * the layout route of each language (`locale-hu.tsx`, `locale-en.tsx`, see routes.ts) registers
 * its catalogue when it loads. The server's build holds every route, so both.
 */
const loaded: Partial<Record<Locale, Catalogue>> = {};

export function registerCatalogue(locale: Locale, catalogue: Catalogue) {
  loaded[locale] = catalogue;
}

/** Messages of one language; a key whose catalogue is not loaded shows as itself. */
export function translator(locale: Locale): Translate {
  return (key) => loaded[locale]?.[key] ?? key;
}
