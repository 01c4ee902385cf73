/** Account rules of spec §6 and DESIGN §5, named once for the API and the storefront. */

/** DESIGN §5: 1 customer, 2 professional, 3 beautician. */
export const RoleId = { customer: 1, professional: 2, beautician: 3 } as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];
export type RoleName = keyof typeof RoleId;
export const ROLE_NAMES = ['customer', 'professional', 'beautician'] as const satisfies readonly RoleName[];

/** The two virtual balances; role 2 sees global, role 3 both (spec §4 marketing balance bar). */
export const BALANCE_KINDS = ['marketing', 'global'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

export function visibleBalanceKinds(roleIds: readonly number[]): BalanceKind[] {
  if (roleIds.includes(RoleId.beautician)) return ['marketing', 'global'];
  if (roleIds.includes(RoleId.professional)) return ['global'];
  return [];
}

/** Products only for professionals: professionals and beauticians may buy them (DESIGN §5). */
export const mayBuyProfessionalProducts = (roleIds: readonly number[]) =>
  roleIds.includes(RoleId.professional) || roleIds.includes(RoleId.beautician);

/** A professional registration waits for the operator to check the proof of conduct. */
export const PROFESSIONAL_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type ProfessionalStatus = (typeof PROFESSIONAL_STATUSES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The special characters the strong-password rule of spec §5 names. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_.:?,+-';
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/** proof_of_conduct: PDF, JPEG or PNG (checked by content), at most 5 MB (DESIGN §6). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/** Password reset links are single-use and live this long. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** E-mail verification links live this long. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

/** Cookie names the API sets and the storefront reads (the session itself stays opaque). */
export const SESSION_COOKIE = 'vag_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/**
 * Beside the session cookie, which scripts cannot read: while the browser has a session, `guest`,
 * `user`, `pro` (a professional: may buy professionals-only products, sees the global balance) or
 * `beautician` (the same, and the marketing balance). It tells a page that came from the shared cache (DESIGN §2 "Shared pages, personal
 * islands") to ask for its visitor's parts, and how much room to keep for them before they come.
 * A hint only: what the page shows comes from the session.
 */
export const SESSION_HINT_COOKIE = 'vag_signed';
export type SessionHint = 'guest' | 'user' | 'pro' | 'beautician';

/** The hint of a session: a guest's (no user), or a user's by their roles. */
export function sessionHintFor(roleIds: readonly number[] | null): SessionHint {
  if (roleIds === null) return 'guest';
  // A beautician's balance strip has two balances, a professional's one (components/BalanceStrip).
  if (roleIds.includes(RoleId.beautician)) return 'beautician';
  return mayBuyProfessionalProducts(roleIds) ? 'pro' : 'user';
}
/** The language a visitor chose on the language switcher (`hu`, `en`): it decides their later first visits. */
export const LOCALE_COOKIE = 'vag_locale';
