import { data, Form, redirect, useNavigation } from 'react-router';
import { confirmTotpSetup, startTotpSetup } from '../api-client/staff';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { translator } from '../i18n';
import { localeOf } from '../lib/locale';
import { staffState } from '../lib/staff.server';
import type { Route } from './+types/totp-setup';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('enrolTitle') },
];

/** Enrolment: the pending secret (the same one on every visit until confirmed), its QR code and the confirm form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const { me } = await staffState(request, context, locale);
  if (!me) throw redirect('/login');
  if (me.totp_enabled) throw redirect('/dashboard');
  const setup = await startTotpSetup(serverSubmit(request, context, { cookieToken: true }), locale);
  if (!setup.ok || !setup.body.data) throw data(setup.body, { status: setup.status });
  return {
    locale,
    required: me.totp_required,
    secret: setup.body.data.secret,
    qr: setup.body.data.qr_svg,
    csrf: csrfOf(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const answer = await confirmTotpSetup(serverSubmit(request, context), await request.formData(), locale);
  if (answer.ok) return redirect('/dashboard', { headers: answer.headers });
  return data(
    { message: answer.body.message, errors: answer.body.errors },
    { status: answer.status, headers: answer.headers },
  );
}

export default function TotpSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, required, secret, qr, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  // The key in groups of four, as authenticator apps show and accept it.
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <main className="centered" id="content">
      <div className="card enrol-card">
        <div className="card-top">
          <p className="brand">{t('brand')}</p>
          <LanguageSwitch locale={locale} t={t} />
        </div>
        <h1>{t('enrolTitle')}</h1>
        {required && <p className="notice">{t('enrolRequired')}</p>}
        <p>{t('enrolIntro')}</p>
        {actionData?.message && (
          <ErrorSummary title={t('signInFailed')} message={actionData.message} fields={actionData.errors} />
        )}
        <img className="qr" src={qr} alt={t('enrolQrAlt')} width={200} height={200} />
        <p>
          {t('enrolSecret')} <code className="secret">{grouped}</code>
        </p>
        <Form method="post" className="stack">
          <input type="hidden" name="_token" value={csrf} />
          <div className="field">
            <label htmlFor="code">{t('code')}</label>
            <input
              id="code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              aria-describedby="code-hint"
            />
            <p className="hint" id="code-hint">
              {t('codeHint')}
            </p>
          </div>
          <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
            {t('enrolConfirm')}
          </button>
        </Form>
      </div>
    </main>
  );
}
