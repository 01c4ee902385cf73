import type { ColumnDef } from '@tanstack/react-table';
import { formatDateTime, STAFF_ROLES, type StaffMember } from '@vag/domain';
import { data, Form, useNavigation } from 'react-router';
import { ApiError } from '../api-client/client';
import { serverAdminApi } from '../api-client/server';
import { changeStaffRole, createStaffMember, deactivateStaffMember, listStaff } from '../api-client/staff';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { DataTable } from '../components/DataTable';
import { ErrorSummary } from '../components/ErrorSummary';
import { type T, translator } from '../i18n';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/staff';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('staffTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  try {
    return {
      locale,
      staff: await listStaff(serverAdminApi(request, context), locale),
      csrf: csrfOf(request),
    };
  } catch (error) {
    // Owner only: the API decides, the screen answers its 403.
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

/** The owner's staff writes: create, change a role, deactivate; each refusal answers in the member's language. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const intent = form.get('intent');
  const id = Number(form.get('id'));
  form.delete('id');
  const submit = serverSubmit(request, context);
  const answer =
    intent === 'role'
      ? await changeStaffRole(submit, id, form, locale)
      : intent === 'deactivate'
        ? await deactivateStaffMember(submit, id, form, locale)
        : await createStaffMember(submit, form, locale);
  return data(
    { ok: answer.ok, intent: String(intent), message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

function columns(t: T, csrf: string): ColumnDef<StaffMember, unknown>[] {
  return [
    { id: 'name', header: t('staffName'), meta: t('staffName'), accessorFn: (member) => member.name },
    { id: 'email', header: t('staffEmail'), meta: t('staffEmail'), accessorFn: (member) => member.email },
    {
      id: 'role',
      header: t('staffRole'),
      meta: t('staffRole'),
      accessorFn: (member) => t(`role_${member.role}`),
      cell: ({ row }) =>
        row.original.active ? (
          <Form method="post" className="row-form">
            <input type="hidden" name="_token" value={csrf} />
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={row.original.id} />
            <select
              name="role"
              defaultValue={row.original.role}
              aria-label={t('staffRoleOf', { name: row.original.name })}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`role_${role}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="button small" aria-label={`${t('staffChangeRole')}: ${row.original.name}`}>
              {t('save')}
            </button>
          </Form>
        ) : (
          t(`role_${row.original.role}`)
        ),
    },
    {
      id: 'status',
      header: t('staffStatus'),
      meta: t('staffStatus'),
      accessorFn: (member) => (member.active ? t('staffActive') : t('staffInactive')),
      cell: ({ row, getValue }) => (
        <div className="status-cell">
          <span>{String(getValue())}</span>
          {row.original.active && (
            <Form method="post">
              <input type="hidden" name="_token" value={csrf} />
              <input type="hidden" name="intent" value="deactivate" />
              <input type="hidden" name="id" value={row.original.id} />
              <button
                type="submit"
                className="button small"
                aria-label={t('staffDeactivateOf', { name: row.original.name })}
              >
                {t('staffDeactivate')}
              </button>
            </Form>
          )}
        </div>
      ),
    },
    {
      id: 'twoFactor',
      header: t('twoFactor'),
      meta: t('twoFactor'),
      accessorFn: (member) => (member.totp_enabled ? t('twoFactorOn') : t('twoFactorOff')),
    },
    {
      id: 'lastLogin',
      header: t('staffLastLogin'),
      meta: t('staffLastLogin'),
      accessorFn: (member) => member.last_login_at ?? '',
      cell: ({ row }) => (row.original.last_login_at ? formatDateTime(row.original.last_login_at) : t('never')),
    },
  ];
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, staff, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const createFailed = actionData && !actionData.ok && actionData.intent === 'create';
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('staffTitle')}</h1>
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('errorSummary')} message={actionData.message} fields={actionData.errors} />
      )}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.message ?? t('staffSaved')}
        </p>
      )}
      <DataTable caption={t('staffTitle')} columns={columns(t, csrf)} rows={staff} empty="—" t={t} />
      <section className="panel" aria-labelledby="staff-add">
        <h2 id="staff-add">{t('staffAdd')}</h2>
        <Form method="post" className="grid-form" key={actionData?.ok ? staff.length : 'form'}>
          <input type="hidden" name="_token" value={csrf} />
          <input type="hidden" name="intent" value="create" />
          <div className="field">
            <label htmlFor="name">{t('staffName')}</label>
            <input id="name" name="name" required maxLength={120} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="email">{t('staffEmail')}</label>
            <input
              id="email"
              name="email"
              type="email"
              required
              autoComplete="off"
              aria-invalid={createFailed && actionData.errors?.email ? true : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor="role">{t('staffRole')}</label>
            <select id="role" name="role" defaultValue="support">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`role_${role}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="password">{t('staffPassword')}</label>
            <input
              id="password"
              name="password"
              type="password"
              required
              minLength={12}
              autoComplete="new-password"
              aria-describedby="password-hint"
            />
            <p className="hint" id="password-hint">
              {t('staffPasswordHint')}
            </p>
          </div>
          <div>
            <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
              {t('staffCreate')}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
