/*
 * What a failed statement tells, through Drizzle's wrapping (its DrizzleQueryError keeps the
 * driver's error as `cause`): node-postgres and PGlite both give the SQLSTATE as `code` and the
 * broken constraint's name as `constraint`.
 */

interface SqlError {
  /** The SQLSTATE, e.g. 23505 (unique violation), 23514 (check violation). */
  code: string;
  /** The constraint or index the statement broke, when it broke one. */
  constraint: string | undefined;
}

/** The database's error inside `error`, or undefined when it is not one. */
export function sqlErrorOf(error: unknown): SqlError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = current.cause;
  }
  return undefined;
}

/** The constraint a statement broke (a unique index, a check), or undefined. */
export const constraintOf = (error: unknown): string | undefined => sqlErrorOf(error)?.constraint;
