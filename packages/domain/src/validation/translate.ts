import type { Locale } from '../ids';
import { isValidationMessageCode, type ValidationMessageCode, validationMessage } from './messages';

/** The parts of a zod issue the translation reads (zod 4's `$ZodIssue` satisfies it). */
export interface IssueLike {
  code?: string;
  message: string;
  path: readonly PropertyKey[];
  origin?: string;
  format?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The message code of an issue whose schema named none: derived from zod's issue kind. */
function codeOf(issue: IssueLike, input: unknown): [ValidationMessageCode, Record<string, string | number>?] {
  const missing = input !== undefined && isBlank(valueAt(input, issue.path));
  switch (issue.code) {
    case 'invalid_type':
      if (missing || issue.expected === 'nonoptional') return ['required'];
      return issue.expected === 'number' || issue.expected === 'int' ? ['number_invalid'] : ['invalid'];
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? ['required'] : ['too_short', { min }];
      if (issue.origin === 'array' || issue.origin === 'set') return ['required'];
      return ['too_small', { min }];
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return ['too_long', { max }];
      if (issue.origin === 'file') return ['file_too_large'];
      return ['too_big', { max }];
    }
    case 'invalid_format':
      return issue.format === 'email' ? ['email_invalid'] : ['invalid'];
    case 'invalid_value':
    case 'invalid_union':
      return missing ? ['required'] : ['choice_invalid'];
    default:
      return missing ? ['required'] : ['invalid'];
  }
}

/**
 * An issue's message in a language. Schemas of `validation/` name a code as their error;
 * other issues get a generic text by their kind. `input` (the validated value) lets a missing
 * field read "required" instead of "invalid".
 */
export function translateIssue(issue: IssueLike, locale: Locale, input?: unknown): string {
  if (isValidationMessageCode(issue.message)) return validationMessage(issue.message, locale);
  const [code, params] = codeOf(issue, input);
  return validationMessage(code, locale, params);
}

/** Issues grouped by field (dot path; `_` for the whole value), as the contract's 422 `errors`. */
export function fieldErrors(issues: readonly IssueLike[], locale: Locale, input?: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    const text = translateIssue(issue, locale, input);
    const list = errors[field] ?? [];
    if (!list.includes(text)) errors[field] = [...list, text];
  }
  return errors;
}
