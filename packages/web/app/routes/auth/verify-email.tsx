import { localizePath } from '@vag/domain';
import { data, Link } from 'react-router';
import { verifyEmail } from '../../api-client/account';
import { ApiError } from '../../api-client/client';
import { serverApi } from '../../api-client/server';
import { AuthCard } from '../../components/account/AuthCard';
import { localeOf } from '../../lib/account.server';
import { ONE_TIME_LINK_HEADERS } from '../../lib/one-time-link';
import { useLocale, useT } from '../../lib/use-site';
import { accountMeta } from '../account/account-meta';
import type { Route } from './+types/verify-email';

/*
 * The mail's link opens /verify-email?id=&token= (auth.service); the page confirms it through the
 * API and says how it went in the API's words. The API call is idempotent for the link's owner
 * (issue 18): opened again it answers "already verified", so a second render or a mail app's
 * preview can never turn the owner's own click into "invalid". A one-time link: rendered for its
 * visitor only, never stored (the page cache skips URLs with a token, packages/server/src/cache).
 */

export const headers: Route.HeadersFunction = () => ONE_TIME_LINK_HEADERS;

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.verify.title');

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get('id') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (!/^\d+$/.test(id) || !token) return data({ ok: false, message: null }, { status: 422 });
  // A HEAD (a link checker, a preview) gets headers only: it must not spend the owner's click.
  if (request.method === 'HEAD') return { ok: true, message: null };
  try {
    const body = await verifyEmail(serverApi(request, context), id, token, localeOf(request));
    return { ok: true, message: body.message };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return data({ ok: false, message: error.body?.message ?? null }, { status: error.status });
    }
    throw error;
  }
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { ok, message } = loaderData;
  return (
    <AuthCard title={t('account.verify.title')}>
      <p className={`form-notice form-notice--${ok ? 'success' : 'error'}`} role={ok ? 'status' : 'alert'}>
        {message ?? t('account.verify.invalid')}
      </p>
      <div className="account-actions">
        <Link to={localizePath('/account', locale)} className="button button--primary">
          {t('account.verify.toAccount')}
        </Link>
        <Link to={localizePath('/', locale)} className="button button--secondary">
          {t('account.verify.toHome')}
        </Link>
      </div>
    </AuthCard>
  );
}
