import type { Locale } from '@vag/domain';
import { en } from './en';
import { hu, type Messages } from './hu';

export type { Messages };
export type MessageKey = keyof Messages;
export const catalogues: Record<Locale, Messages> = { hu, en };

/** The back office's texts in `locale`; `{name}` placeholders filled from `values`. */
export function translator(locale: Locale) {
  const catalogue = catalogues[locale];
  return (key: MessageKey, values: Record<string, string | number> = {}) =>
    catalogue[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
export type T = ReturnType<typeof translator>;
