/** Hungarian messages of the account area; `account.en.ts` has exactly these keys. */
export const accountHu = {} as const;
