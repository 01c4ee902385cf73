import { Outlet, useFetcher, useSearchParams } from 'react-router';
import { resendVerificationMail } from '../../api-client/account';
import { serverSubmit } from '../../api-client/submit.server';
import { AccountNav } from '../../components/account/AccountNav';
import { CsrfField } from '../../components/CsrfField';
import { SubmitButton } from '../../components/forms/SubmitButton';
import type { MessageKey } from '../../i18n';
import { localeOf, requireUser } from '../../lib/account.server';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm } from '../../lib/form-data.server';
import { useT } from '../../lib/use-site';
import type { Route } from './+types/layout';

/** Every account screen is for signed-in users; guests go to the login page and come back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { user, site: context.site.key };
}

/** The layout's own form: send the e-mail confirmation again. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const locale = localeOf(request);
  const answer = await resendVerificationMail(serverSubmit(request, context), locale, await readForm(request));
  return formAnswer(formSubmission(answer, locale));
}

const NOTICES: Record<string, MessageKey> = {
  registered: 'account.notice.registered',
  registeredProfessional: 'account.notice.registeredProfessional',
  activated: 'account.notice.activated',
};

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { user, site } = loaderData;
  const [params] = useSearchParams();
  const resend = useFetcher<{ ok: boolean; message: string }>();
  const notice = NOTICES[params.get('notice') ?? ''];
  return (
    <div className="container account-page">
      <header className="account-page__header">
        <p className="eyebrow">{t('account.title')}</p>
        <p className="account-page__greeting">
          {t('account.greeting')} {user.first_name}
        </p>
        <p className="muted account-page__email">{user.email}</p>
      </header>
      {notice && (
        <p className="form-notice form-notice--success" role="status">
          {t(notice)}
        </p>
      )}
      {!user.email_verified_at && (
        <div className="account-verify" role="note">
          <p>{t('account.unverified.text')}</p>
          {resend.data ? (
            <p role="status" className="account-verify__sent">
              {resend.data.message}
            </p>
          ) : (
            <resend.Form method="post">
              <CsrfField />
              <SubmitButton busy={resend.state !== 'idle'} variant="secondary">
                {t('account.unverified.resend')}
              </SubmitButton>
            </resend.Form>
          )}
        </div>
      )}
      <div className="account-page__body">
        <AccountNav site={site} user={user} />
        <div className="account-page__content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
