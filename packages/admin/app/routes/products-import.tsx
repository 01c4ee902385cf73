import type { ProductImportReport } from '@vag/domain';
import { data, Form, useNavigation } from 'react-router';
import { importProducts } from '../api-client/product-import';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { type T, translator } from '../i18n';
import { localeOf } from '../lib/locale';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/products-import';

/*
 * The product file's import (issue 21): the file is checked first and its report shown (every
 * refused cell by line and column, every change from and to); "Apply" posts the same form again,
 * the same file with the check's checksum, and the API writes it all or nothing.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('productfile_title') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  await requireStaff(request, context, locale);
  return { locale, csrf: csrfOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const mode = form.get('mode') === 'apply' ? 'apply' : 'check';
  const answer = await importProducts(serverSubmit(request, context), form, locale);
  return data(
    {
      ok: answer.ok,
      mode,
      message: answer.body.message,
      errors: answer.body.errors,
      report: answer.body.data,
    },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

const shown = (t: T, value: string | number | boolean | null) =>
  value === null || value === '' ? t('productfile_empty_value') : String(value);

function Report({ report, t }: { report: ProductImportReport; t: T }) {
  return (
    <>
      <p role="status" className="notice">
        {t('productfile_summary', {
          rows: report.rows,
          valid: report.valid,
          errors: report.errors.length,
          changes: report.changes.length,
        })}
      </p>
      {report.errors.length > 0 && (
        <section className="panel" aria-labelledby="import-errors">
          <h2 id="import-errors">{t('productfile_errors')}</h2>
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('productfile_line')}</th>
                  <th scope="col">{t('productfile_column')}</th>
                  <th scope="col">{t('productfile_problem')}</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((error) => (
                  <tr key={`${error.line}:${error.column}:${error.code}`}>
                    <td>{error.line}</td>
                    <td>
                      <code>{error.column || '—'}</code>
                    </td>
                    <td>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <section className="panel" aria-labelledby="import-changes">
        <h2 id="import-changes">{t('productfile_changes')}</h2>
        {report.changes.length === 0 ? (
          <p>{t('productfile_no_changes')}</p>
        ) : (
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('productfile_line')}</th>
                  <th scope="col">{t('productfile_product')}</th>
                  <th scope="col">{t('productfile_field')}</th>
                  <th scope="col">{t('productfile_from')}</th>
                  <th scope="col">{t('productfile_to')}</th>
                </tr>
              </thead>
              <tbody>
                {report.changes.map((change) => (
                  <tr key={`${change.line}:${change.field}`}>
                    <td>{change.line}</td>
                    <td>
                      <a href={`/products/${change.id}`}>{change.name || `#${change.id}`}</a>
                    </td>
                    <td>
                      <code>{change.field}</code>
                    </td>
                    <td>{shown(t, change.from)}</td>
                    <td>{shown(t, change.to)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

export default function ProductsImport({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const report = actionData?.report;
  const applied = actionData?.ok && actionData.mode === 'apply';
  // Apply is offered for a checked file without errors that changes something.
  const applicable =
    actionData?.ok && actionData.mode === 'check' && report && report.errors.length === 0 && report.changes.length > 0;
  const refused = actionData && !actionData.ok && !report;
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('productfile_title')}</h1>
        <a className="button" href="/products/export.csv" download>
          {t('productfile_export')}
        </a>
      </div>
      <p>{t('productfile_intro')}</p>
      <p className="hint">{t('productfile_limits')}</p>
      {refused && <ErrorSummary title={t('errorSummary')} message={actionData.message} fields={actionData.errors} />}
      {actionData && !actionData.ok && report && (
        <ErrorSummary title={t('errorSummary')} message={actionData.message} />
      )}
      {applied && report && (
        <p className="notice" role="status">
          {t('productfile_applied', { count: report.changes.length })}
        </p>
      )}
      <section className="panel">
        <Form method="post" encType="multipart/form-data" className="stack-form">
          <input type="hidden" name="_token" value={csrf} />
          <div className="field">
            <label htmlFor="file">{t('productfile_file')}</label>
            <input
              id="file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              aria-invalid={actionData?.errors?.file ? true : undefined}
              aria-describedby={actionData?.errors?.file ? 'file-error' : undefined}
            />
            {actionData?.errors?.file && (
              <p className="field-error" id="file-error">
                {actionData.errors.file.join(' ')}
              </p>
            )}
          </div>
          {applicable && <input type="hidden" name="checksum" value={report.checksum} />}
          <div className="button-row">
            <button type="submit" name="mode" value="check" className="button" disabled={busy} aria-busy={busy}>
              {t('productfile_check')}
            </button>
            {applicable && (
              <button
                type="submit"
                name="mode"
                value="apply"
                className="button primary"
                disabled={busy}
                aria-busy={busy}
                aria-describedby="apply-hint"
              >
                {t('productfile_apply', { count: report.changes.length })}
              </button>
            )}
          </div>
          {applicable && (
            <p className="hint" id="apply-hint">
              {t('productfile_apply_hint')}
            </p>
          )}
        </Form>
      </section>
      {report && !applied && <Report report={report} t={t} />}
    </div>
  );
}
