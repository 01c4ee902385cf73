/** Hungarian messages of the catalogue area; `catalogue.en.ts` has exactly these keys. */
export const catalogueHu = {} as const;
