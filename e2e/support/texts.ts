import { type Locale, type ValidationMessageCode, validationMessage } from '@vag/domain';
import { type MessageCode, messages } from '../../packages/api/src/lib/messages';
import { fillMessage } from '../../packages/web/app/components/catalogue/fill-message';
import { en } from '../../packages/web/app/i18n/en';
import { hu } from '../../packages/web/app/i18n/hu';
import { type MessageKey, registerCatalogue, translator } from '../../packages/web/app/i18n/index';

/*
 * The words the journeys look for, read from the catalogues the pages are drawn from, so that a
 * reworded message changes the spec with it instead of failing it. Both languages are loaded
 * here as the server's build loads them.
 */
registerCatalogue('hu', hu);
registerCatalogue('en', en);

export type { Locale };

type Params = Record<string, string | number>;

/** A storefront message (packages/web/app/i18n), with its `{name}` placeholders filled in. */
export function t(locale: Locale, key: MessageKey, params?: Params): string {
  const text = translator(locale)(key);
  return params ? fillMessage(text, params) : text;
}

/** A message the API answers with (its `<area>.messages.ts`), as the page shows it. */
export function apiMessage(locale: Locale, code: MessageCode, params?: Params): string {
  const text: string = messages[code][locale];
  return params ? fillMessage(text, params) : text;
}

/** A field message of the shared validation rules (packages/domain/src/validation/messages.ts). */
export function fieldMessage(locale: Locale, code: ValidationMessageCode, params?: Params): string {
  return validationMessage(code, locale, params);
}

/** Matches `text` anywhere, taken literally (a catalogue text may hold `(`, `.` or `?`). */
export function containing(text: string): RegExp {
  return new RegExp(escapeRegExp(text));
}

/** Matches a name that begins with `text`, taken literally. */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A catalogue text as a pattern: its `{name}` placeholders stand for the given patterns (sources),
 * the rest is taken literally. For a message whose filled-in parts a test cannot know, such as
 * the totals of "{old} helyett {new}".
 */
export function messagePattern(text: string, placeholders: Record<string, string>): RegExp {
  const source = text
    .split(/(\{\w+\})/)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && name in placeholders ? placeholders[name] : escapeRegExp(piece);
    })
    .join('');
  return new RegExp(source);
}
