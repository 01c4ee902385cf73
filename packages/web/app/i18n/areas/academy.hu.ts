/** Hungarian messages of the academy area; `academy.en.ts` has exactly these keys. */
export const academyHu = {} as const;
