import type { Locale, StaffMe } from '@vag/domain';
import { redirect } from 'react-router';
import { ApiError } from '../api-client/client';
import { serverAdminApi } from '../api-client/server';
import { getMe } from '../api-client/staff';

/**
 * Where the browser's sign-in stands: a member past the password (signed in, or obliged to enrol),
 * `code` between the password and the code, `none` without a session. Other failures are thrown.
 */
export async function staffState(
  request: Request,
  context: unknown,
  locale: Locale,
): Promise<{ me: StaffMe } | { me?: undefined; stage: 'code' | 'none' }> {
  try {
    return { me: await getMe(serverAdminApi(request, context), locale) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return { stage: error.body?.code === 'staff_totp_needed' ? 'code' : 'none' };
    }
    throw error;
  }
}

/**
 * The member of a back-office screen: to the sign-in without a finished sign-in, to the
 * enrolment while a second factor must be set up first.
 */
export async function requireStaff(request: Request, context: unknown, locale: Locale): Promise<StaffMe> {
  const { me } = await staffState(request, context, locale);
  if (!me) {
    const back = new URL(request.url);
    throw redirect(`/login?back=${encodeURIComponent(back.pathname + back.search)}`);
  }
  if (me.stage === 'enrol') throw redirect('/totp-setup');
  return me;
}
