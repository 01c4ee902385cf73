import { useState } from 'react';
import { data } from 'react-router';
import { requireUser } from '../../lib/account.server';
import { useToast } from '../../lib/toast';
import { useT } from '../../lib/use-site';
import type { Route } from './+types/guest-code';
import { accountMeta } from './account-meta';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.nav.guestCode');

/** Spec §6: users with a referrer_code see it as their guest code; others have no such page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (!user.referrer_code) throw data(null, { status: 404 });
  return { code: user.referrer_code };
}

export default function GuestCode({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(loaderData.code);
      setCopied(true);
      toast(t('account.guestCode.copied'), 'success');
    } catch {
      toast(t('account.guestCode.copyFailed'), 'error');
    }
  };
  return (
    <>
      <h1 className="account-page__title">{t('account.nav.guestCode')}</h1>
      <section className="account-panel guest-code">
        <p className="muted">{t('account.guestCode.lead')}</p>
        <div className="guest-code__box">
          <p className="guest-code__value">
            <span className="visually-hidden">{t('account.guestCode.label')}: </span>
            <code>{loaderData.code}</code>
          </p>
          <button type="button" className="button button--primary" onClick={copy}>
            {t(copied ? 'account.guestCode.copiedShort' : 'account.guestCode.copy')}
          </button>
        </div>
      </section>
    </>
  );
}
