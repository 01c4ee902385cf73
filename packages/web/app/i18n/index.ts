import type { Locale } from '@vag/domain';
import { en } from './en';
import { hu, type MessageKey } from './hu';

export type { MessageKey } from './hu';

export const catalogues: Record<Locale, Record<MessageKey, string>> = { hu, en };

export type Translate = (key: MessageKey) => string;

export function translator(locale: Locale): Translate {
  const catalogue = catalogues[locale];
  return (key) => catalogue[key];
}
