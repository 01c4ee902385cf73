import { formatHuf, type Locale, type SiteKey } from '@vag/domain';
import { compose, type Fact, type RenderedMail } from './layout';

/*
 * The notice to the operators that something reached the database: a purchase, a message, a
 * wish for a training, a professional's registration. Always Hungarian (the operators are).
 */

export type OperatorEvent = 'order' | 'enrolment' | 'contact' | 'recommendation' | 'professional_registration';

export interface OperatorNotification {
  event: OperatorEvent;
  site: SiteKey;
  /** The purchase's number (`VAG-2026-000123`), when it has one. */
  number?: string;
  name?: string;
  email?: string;
  phone?: string | null;
  company?: string | null;
  /** Gross total in forints. */
  total?: number;
  paymentMethod?: string;
  /** The message, or the training wished for. */
  text?: string;
  /** Where to see it, when such a page exists. */
  url?: string;
}

export interface OperatorMailTemplates {
  operator_notification: OperatorNotification;
}

const headline: Record<OperatorEvent, string> = {
  order: 'Új rendelés érkezett',
  enrolment: 'Új képzési jelentkezés érkezett',
  contact: 'Új kapcsolatfelvételi üzenet érkezett',
  recommendation: 'Új képzésjavaslat érkezett',
  professional_registration: 'Új szakmai regisztráció érkezett (jóváhagyásra vár)',
};

const siteName: Record<SiteKey, string> = { shop: 'webshop', academy: 'akadémia' };

function facts(notice: OperatorNotification): Fact[] {
  const rows: [string, string | null | undefined][] = [
    ['Szám', notice.number],
    ['Név', notice.name],
    ['E-mail', notice.email],
    ['Telefon', notice.phone],
    ['Cég', notice.company],
    ['Végösszeg', notice.total === undefined ? undefined : formatHuf(notice.total)],
    ['Fizetési mód', notice.paymentMethod],
  ];
  return rows.filter((row): row is Fact => Boolean(row[1]));
}

export const operatorMailRenderers: {
  [K in keyof OperatorMailTemplates]: (locale: Locale, data: OperatorMailTemplates[K]) => RenderedMail;
} = {
  operator_notification: (_locale, notice) =>
    compose({
      locale: 'hu',
      site: notice.site,
      subject: `${headline[notice.event]} (${siteName[notice.site]})${notice.number ? `: ${notice.number}` : ''}`,
      greeting: 'Kedves Kollégák!',
      lines: [
        `${headline[notice.event]} a ${siteName[notice.site]} oldalon.`,
        ...(facts(notice).length > 0 ? [{ type: 'facts' as const, rows: facts(notice) }] : []),
        ...(notice.text
          ? [
              { type: 'heading' as const, text: notice.event === 'recommendation' ? 'Javasolt képzés' : 'Üzenet' },
              { type: 'quote' as const, text: notice.text },
            ]
          : []),
      ],
      action: notice.url ? { label: 'Megnyitás', url: notice.url } : undefined,
      footer: 'Automatikus értesítés a Vagheggi rendszerétől.',
    }),
};
