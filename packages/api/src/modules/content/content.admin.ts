import { fromBudapestWallClock, type Locale } from '@vag/domain';
import { sqlErrorOf } from '../../db/errors';
import { AppError, ValidationError } from '../../lib/errors';
import type { MessageCode } from '../../lib/messages';
import { SLUG_PATTERN } from './content.slug';

/*
 * What the back office's content editors (blog, pages, carousel) check alike before they write:
 * the texts of each language, slugs, times, image and link addresses. Errors are collected per
 * field so a form shows them all at once.
 */

export class FieldErrors {
  private readonly errors: Record<string, MessageCode[]> = {};

  add(field: string, code: MessageCode) {
    this.errors[field] = [...(this.errors[field] ?? []), code];
  }

  has(field: string) {
    return field in this.errors;
  }

  /** Throws the 422 of every error collected, if any. */
  throwIfAny() {
    if (Object.keys(this.errors).length > 0) throw new ValidationError(this.errors);
  }
}

export interface LocaleTexts {
  title: string;
  slug: string;
}

/**
 * The languages an entry is written in: Hungarian always (its title and slug required), English
 * when its title or slug is given (then both). `titleField`: `title` or `name`.
 */
export function writtenLocales(
  input: Record<string, unknown>,
  errors: FieldErrors,
  titleField: 'title' | 'name' = 'title',
): Locale[] {
  const locales: Locale[] = [];
  for (const locale of ['hu', 'en'] as const) {
    const title = String(input[`${titleField}_${locale}`] ?? '');
    const slug = String(input[`slug_${locale}`] ?? '');
    if (locale === 'en' && title === '' && slug === '') continue;
    if (title === '')
      errors.add(`${titleField}_${locale}`, locale === 'hu' ? 'content_title_required' : 'content_english_incomplete');
    if (slug === '')
      errors.add(`slug_${locale}`, locale === 'hu' ? 'content_slug_invalid' : 'content_english_incomplete');
    else if (!SLUG_PATTERN.test(slug)) errors.add(`slug_${locale}`, 'content_slug_invalid');
    locales.push(locale);
  }
  return locales;
}

/** A `datetime-local` value in Budapest time as an instant; blank is `undefined` unless required. */
export function wallClockField(errors: FieldErrors, field: string, local: string, required: boolean): Date | undefined {
  if (local === '') {
    if (required) errors.add(field, 'content_date_invalid');
    return undefined;
  }
  const instant = fromBudapestWallClock(local);
  if (!instant) errors.add(field, 'content_date_invalid');
  return instant;
}

/** An image the storefront can show: a path of the image endpoint or an https URL. */
export function isImageAddress(value: string): boolean {
  return /^\/img\/[\w./-]+$/.test(value) || isHttpsUrl(value);
}

/** A link a slide may lead to: a path of the site (never `//host`) or an https URL. */
export function isLinkAddress(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value) || isHttpsUrl(value);
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:' && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** The constraint a write broke when it was a unique violation (SQLSTATE 23505), through Drizzle's wrapping. */
export function uniqueViolationOf(error: unknown): string | undefined {
  const failure = sqlErrorOf(error);
  return failure?.code === '23505' ? (failure.constraint ?? '') : undefined;
}

/** 404 of a record that is not there. */
export const notFound = () => new AppError(404, 'not_found');
