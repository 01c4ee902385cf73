import { redirect } from 'react-router';
import { assertSameOrigin } from '../api-client/submit.server';
import { LOCALE_COOKIE, safeBack } from '../lib/locale';
import type { Route } from './+types/language';

/** The language switch: a form post (works without JavaScript) that remembers the choice for a year. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const locale = form.get('locale') === 'en' ? 'en' : 'hu';
  return redirect(safeBack(form.get('back')), {
    headers: { 'Set-Cookie': `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly` },
  });
}

export function loader() {
  return redirect('/');
}
