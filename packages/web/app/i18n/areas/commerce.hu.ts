/** Hungarian messages of the commerce area; `commerce.en.ts` has exactly these keys. */
export const commerceHu = {} as const;
