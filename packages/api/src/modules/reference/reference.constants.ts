import { LocaleId } from '@vag/domain';

/** Reference names fall back to Hungarian, the shop's own language. */
export const DEFAULT_LOCALE_ID = LocaleId.hu;
/** The lists change only with a deployment or an operator's edit: cached per process this long. */
export const REFERENCE_CACHE_MS = 10 * 60_000;
