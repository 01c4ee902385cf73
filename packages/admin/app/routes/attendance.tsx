import { type AdminTrainingDateDetail, PaymentStatusId } from '@vag/domain';
import { Link } from 'react-router';
import { getTrainingDate } from '../api-client/enrolments';
import { serverAdminApi } from '../api-client/server';
import { type T, translator } from '../i18n';
import { idParamOf, loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import { requireStaff } from '../lib/staff.server';
import { dateSpan, placeOf } from '../lib/training-date';
import stylesheet from '../styles/enrolments.css?url';
import type { Route } from './+types/attendance';

/*
 * The printable attendance sheet of a training date: the training, the date and the venue, then
 * one row per participant expected (paid or pending enrolments, not cancelled) and one per seat
 * nobody is named for yet, each with room to sign. Outside the shell, so it prints clean.
 */

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${translator(loaderData?.locale ?? 'hu')('attendanceTitle')} · ${loaderData?.date.training.name ?? ''}`,
  },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const id = idParamOf(params);
  await requireStaff(request, context, locale);
  return { locale, date: await loadOrRefuse(getTrainingDate(serverAdminApi(request, context), id, locale)) };
}

interface SheetRow {
  key: string;
  name: string;
  email: string;
  phone: string;
  number: string;
  unnamed: boolean;
}

/** The CSV's rows, from the same rule: participants of expected enrolments, then their unnamed seats. */
function sheetRows(date: AdminTrainingDateDetail, t: T): SheetRow[] {
  const expected = new Map(
    date.enrolments
      .filter(
        (enrolment) =>
          enrolment.status.code !== 'cancelled' &&
          (enrolment.paymentStatus.id === PaymentStatusId.paid ||
            enrolment.paymentStatus.id === PaymentStatusId.pending),
      )
      .map((enrolment) => [enrolment.id, enrolment]),
  );
  const named = date.participants
    .filter((participant) => expected.has(participant.academy_subscription_id))
    .map((participant) => ({
      key: `p${participant.id}`,
      name: participant.name,
      email: participant.email,
      phone: participant.phone_number,
      number: participant.subscription_id,
      unnamed: false,
    }));
  const unnamed = [...expected.values()].flatMap((enrolment) =>
    Array.from({ length: Math.max(0, enrolment.seats - enrolment.named) }, (_, index) => ({
      key: `u${enrolment.id}-${index}`,
      name: t('attendanceUnnamed', { buyer: enrolment.name }),
      email: enrolment.email,
      phone: enrolment.phone_number,
      number: enrolment.subscription_id,
      unnamed: true,
    })),
  );
  return [...named, ...unnamed];
}

export default function Attendance({ loaderData }: Route.ComponentProps) {
  const { locale, date } = loaderData;
  const t = translator(locale);
  const rows = sheetRows(date, t);
  return (
    <main className="attendance">
      <nav className="attendance-tools no-print" aria-label={t('attendanceTitle')}>
        <Link to={`/training-dates/${date.id}`}>← {t('attendanceBack')}</Link>
        <button type="button" className="button primary" onClick={() => window.print()}>
          {t('attendancePrint')}
        </button>
      </nav>
      <header className="attendance-head">
        <p className="attendance-kind">{t('attendanceTitle')}</p>
        <h1>{date.training.name}</h1>
        <p>
          <time dateTime={date.start_at}>{dateSpan(date.start_at, date.end_at)}</time> · {placeOf(date, t)}
        </p>
        <p className="muted">{t('attendanceCount', { count: rows.length })}</p>
      </header>
      <table className="attendance-sheet">
        <caption className="visually-hidden">{t('attendanceTitle')}</caption>
        <thead>
          <tr>
            <th scope="col" className="number">
              #
            </th>
            <th scope="col">{t('orderName')}</th>
            <th scope="col">{t('email')}</th>
            <th scope="col">{t('orderPhone')}</th>
            <th scope="col">{t('enrolmentNumber')}</th>
            <th scope="col" className="signature">
              {t('attendanceSignature')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key} className={row.unnamed ? 'unnamed' : undefined}>
              <td className="number">{index + 1}</td>
              <td>{row.name}</td>
              <td>{row.email}</td>
              <td className="nowrap">{row.phone}</td>
              <td className="nowrap">{row.number}</td>
              <td className="signature" />
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
