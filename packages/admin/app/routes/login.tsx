import { data, Form, redirect, useNavigation } from 'react-router';
import { sendSignInCode, signIn, signOut } from '../api-client/staff';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { translator } from '../i18n';
import { localeOf, safeBack } from '../lib/locale';
import { staffState } from '../lib/staff.server';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('signIn') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const state = await staffState(request, context, locale);
  const back = safeBack(new URL(request.url).searchParams.get('back'), '/dashboard');
  if (state.me?.stage === 'enrol') throw redirect('/totp-setup');
  if (state.me) throw redirect(back);
  return {
    locale,
    step: state.stage === 'code' ? ('code' as const) : ('password' as const),
    back,
    csrf: csrfOf(request),
  };
}

/** Password, then (when enrolled) the code; each refusal answers the form in the member's language. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const intent = form.get('intent');
  const back = safeBack(form.get('back'), '/dashboard');
  const submit = serverSubmit(request, context);
  if (intent === 'restart') {
    const answer = await signOut(submit, form, locale);
    return redirect('/login', { headers: answer.headers });
  }
  if (intent === 'code') {
    const answer = await sendSignInCode(submit, form, locale);
    if (answer.ok) return redirect(back, { headers: answer.headers });
    return data(
      { step: 'code' as const, message: answer.body.message, errors: answer.body.errors, email: '' },
      { status: answer.status === 401 ? 401 : 422, headers: answer.headers },
    );
  }
  const email = String(form.get('email') ?? '');
  const answer = await signIn(submit, form, locale);
  if (!answer.ok) {
    return data(
      { step: 'password' as const, message: answer.body.message, errors: answer.body.errors, email },
      { status: answer.status, headers: answer.headers },
    );
  }
  const stage = answer.body.data?.stage;
  const next = stage === 'totp' ? `/login?back=${encodeURIComponent(back)}` : stage === 'enrol' ? '/totp-setup' : back;
  return redirect(next, { headers: answer.headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, back, csrf } = loaderData;
  const step = actionData?.step ?? loaderData.step;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const fieldError = (name: string) => actionData?.errors?.[name]?.[0];
  return (
    <main className="centered" id="content">
      <div className="card login-card">
        <div className="card-top">
          <p className="brand">{t('brand')}</p>
          <LanguageSwitch locale={locale} t={t} />
        </div>
        <h1>{step === 'code' ? t('codeTitle') : t('signIn')}</h1>
        <p className="muted">{step === 'code' ? t('codeIntro') : t('signInIntro')}</p>
        {actionData?.message && (
          <ErrorSummary title={t('signInFailed')} message={actionData.message} fields={actionData.errors} />
        )}
        {step === 'password' ? (
          <Form method="post" noValidate={false} className="stack">
            <input type="hidden" name="_token" value={csrf} />
            <input type="hidden" name="intent" value="password" />
            <input type="hidden" name="back" value={back} />
            <div className="field">
              <label htmlFor="email">{t('email')}</label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="username"
                required
                defaultValue={actionData?.email}
                aria-invalid={fieldError('email') ? true : undefined}
                aria-describedby={fieldError('email') ? 'email-error' : undefined}
              />
              {fieldError('email') && (
                <p className="field-error" id="email-error">
                  {fieldError('email')}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor="password">{t('password')}</label>
              <input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                aria-invalid={fieldError('password') ? true : undefined}
              />
            </div>
            <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
              {t('continue')}
            </button>
          </Form>
        ) : (
          <>
            <Form method="post" className="stack">
              <input type="hidden" name="_token" value={csrf} />
              <input type="hidden" name="intent" value="code" />
              <input type="hidden" name="back" value={back} />
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
                  aria-invalid={fieldError('code') ? true : undefined}
                />
                <p className="hint" id="code-hint">
                  {t('codeHint')}
                </p>
              </div>
              <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
                {t('verify')}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="_token" value={csrf} />
              <input type="hidden" name="intent" value="restart" />
              <button type="submit" className="link-button">
                {t('startOver')}
              </button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
