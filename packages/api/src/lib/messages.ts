import type { Locale } from '@vag/domain';
import { commonMessages } from './common.messages';

export type MessageCatalogue = Record<string, Record<Locale, string>>;

/**
 * API messages by stable code, in both languages (DESIGN §4: message + code). Each module
 * keeps its own `<area>.messages.ts` and adds it here: one line per module.
 */
export const messages = {
  ...commonMessages,
} as const satisfies MessageCatalogue;

export type MessageCode = keyof typeof messages;

export function message(code: MessageCode, locale: Locale): string {
  return messages[code][locale];
}
