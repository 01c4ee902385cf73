import { cookieValue } from '../../lib/cookies';

/** `?reorder=done` on the cart page: the shopper came from a reorder (the URL decides, as with the cart notice). */
export const REORDER_PARAM = 'reorder';
const REORDER_COOKIE = 'reorder_notice';
/** Long enough to survive the redirect, short enough not to outlive the page it explains. */
const MAX_AGE_S = 60;
/** Keeps the cookie far below the browsers' 4 KB limit, however long the order was. */
const MAX_LINES = 20;
const MAX_TEXT = 120;

/** What the cart page says after a reorder: the API's message and the lines it could not add. */
export interface ReorderNotice {
  message: string;
  notAdded: { name: string; reason: string }[];
}

/** The `Set-Cookie` line carrying the reorder's answer across the redirect to the cart. */
export function reorderNoticeCookie(notice: ReorderNotice, secure: boolean): string {
  const clip = (text: string) => text.slice(0, MAX_TEXT);
  const value = {
    message: clip(notice.message),
    notAdded: notice.notAdded.slice(0, MAX_LINES).map((line) => ({ name: clip(line.name), reason: clip(line.reason) })),
  };
  const attributes = `Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${REORDER_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; ${attributes}`;
}

/** The notice of a cart page reached from a reorder; the message falls back to the page's own text. */
export function readReorderNotice(request: Request): ReorderNotice | null {
  if (new URL(request.url).searchParams.get(REORDER_PARAM) !== 'done') return null;
  const raw = cookieValue(request.headers.get('cookie'), REORDER_COOKIE);
  try {
    const parsed = raw ? (JSON.parse(decodeURIComponent(raw)) as Partial<ReorderNotice>) : {};
    return {
      message: typeof parsed.message === 'string' ? parsed.message : '',
      notAdded: Array.isArray(parsed.notAdded)
        ? parsed.notAdded.filter(
            (line): line is ReorderNotice['notAdded'][number] =>
              typeof line?.name === 'string' && typeof line?.reason === 'string',
          )
        : [],
    };
  } catch {
    return { message: '', notAdded: [] };
  }
}
