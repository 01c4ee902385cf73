/** What a list screen needs of a zod schema (the admin reads zod only through `@vag/domain`). */
interface QuerySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * A list screen's search, filters and page as its URL holds them: empty fields are left out, and
 * a bad value drops the whole query rather than failing the screen.
 */
export function listQueryOf<T extends object>(request: Request, schema: QuerySchema<T>): Partial<T> {
  const raw = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}
