import { redirect } from 'react-router';
import { signOut } from '../api-client/staff';
import { serverSubmit } from '../api-client/submit.server';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/logout';

/** Sign-out: a form post from the shell; the API ends the session and clears its cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await signOut(serverSubmit(request, context), await request.formData(), localeOf(request));
  return redirect('/login', { headers: answer.headers });
}

export function loader() {
  return redirect('/');
}
