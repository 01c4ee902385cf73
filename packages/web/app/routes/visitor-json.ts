import { AUTH_COOKIE_MAX_AGE_S, parsePath, SESSION_HINT_COOKIE, type SessionHint } from '@vag/domain';
import { GUEST, sessionHintOf, type VisitorData } from '../lib/visitor';
import { visitorData } from '../lib/visitor.server';
import type { Route } from './+types/visitor-json';

/**
 * `/visitor.json` (`/en/visitor.json`): the one personal call of a page from the shared cache
 * (DESIGN §2 "Shared pages, personal islands", lib/visitor.tsx). Never stored by any cache.
 * It also puts the session hint right when it no longer says what the session is (a customer
 * approved as a professional, a session that ended), so the next page keeps the right room.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = parsePath(url.pathname);
  const data = await visitorData(request, context, locale, url.searchParams.get('wishlist') === '1');
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const hint: SessionHint | undefined = data ? hintOf(data) : undefined;
  if (sessionHintOf(request.headers.get('cookie')) !== hint) {
    const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
    const maxAge = hint ? AUTH_COOKIE_MAX_AGE_S : 0;
    headers.append(
      'Set-Cookie',
      `${SESSION_HINT_COOKIE}=${hint ?? ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  }
  return Response.json(data ?? GUEST, { headers });
}

function hintOf(data: VisitorData): SessionHint {
  if (!data.user) return 'guest';
  if (data.user.balance.marketing) return 'beautician';
  return data.user.mayBuyProfessionalProducts ? 'pro' : 'user';
}
