/** Hungarian messages of the content area; `content.en.ts` has exactly these keys. */
export const contentHu = {} as const;
