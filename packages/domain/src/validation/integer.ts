import { z } from 'zod';

/** Decimal digits with an optional leading minus: what a form field or a query string means by a number. */
const DECIMAL_INTEGER = /^-?\d+$/;

/**
 * A number sent as text becomes a number only when it is written in decimal digits. `Number()`
 * (and so zod's coercion) also reads "0x10" as 16, "1e3" as 1000, " 12" as 12, "" as 0 and
 * `true` as 1; those reach the schema unchanged and fail there with the field's message.
 */
export function readDecimalInteger(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Number(value) : value;
}

/** The whole number a form field or query value means, by the same rule; undefined for anything else. */
export function decimalIntegerOf(value: unknown): number | undefined {
  const number = readDecimalInteger(value);
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
}

/**
 * A number field of JSON, form data or a query string: `schema` (a `z.number()` chain, or a
 * union of literals) sees a number only for a JSON number or decimal digits.
 */
export const decimalInteger = <T extends z.ZodType>(schema: T) => z.preprocess(readDecimalInteger, schema);

/** Decimal digits with an optional fraction (a coordinate such as "47.4979"), read by the same rule. */
const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;

export const decimalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && DECIMAL_NUMBER.test(value) ? Number(value) : value), schema);
