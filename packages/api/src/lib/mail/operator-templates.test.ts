import { describe, expect, it } from 'vitest';
import type { OperatorEvent } from './operator-templates';
import { renderMail } from './templates';

describe('the operators’ notice (issue 18)', () => {
  it('names what happened in Hungarian whatever the locale, with the key facts, escaped in HTML', () => {
    for (const locale of ['hu', 'en'] as const) {
      const mail = renderMail('operator_notification', locale, {
        event: 'order',
        site: 'shop',
        number: 'VAG-2026-000123',
        name: 'Kovács <Anna>',
        email: 'anna@example.hu',
        phone: '+36 30 123 4567',
        company: null,
        total: 25_980,
        paymentMethod: 'Banki átutalás',
      });
      expect(mail.subject).toBe('Új rendelés érkezett (webshop): VAG-2026-000123');
      expect(mail.text).toContain('Szám: VAG-2026-000123');
      expect(mail.text).toContain('Név: Kovács <Anna>');
      expect(mail.text).toContain('Végösszeg: 25.980 Ft');
      expect(mail.text).toContain('Fizetési mód: Banki átutalás');
      expect(mail.text).not.toContain('Cég:');
      expect(mail.html).toContain(
        '>Név</div><div style="font-size:16px;line-height:24px;font-weight:bold;color:#1f1b1a">Kovács &#60;Anna&#62;</div>',
      );
      expect(mail.html).not.toContain('<Anna>');
    }
  });

  it('has a subject for every kind of event, and quotes a message with a link when there is one', () => {
    const subjects = (['order', 'enrolment', 'contact', 'recommendation', 'professional_registration'] as const).map(
      (event: OperatorEvent) => renderMail('operator_notification', 'hu', { event, site: 'academy' }).subject,
    );
    expect(new Set(subjects).size).toBe(5);
    const contact = renderMail('operator_notification', 'hu', {
      event: 'contact',
      site: 'academy',
      text: 'Mikor indul a következő tanfolyam?',
      url: 'https://akademia.example/x',
    });
    expect(contact.subject).toBe('Új kapcsolatfelvételi üzenet érkezett (akadémia)');
    expect(contact.text).toContain('Üzenet\nMikor indul a következő tanfolyam?');
    expect(contact.html).toContain('>Mikor indul a következő tanfolyam?</div>');
    expect(contact.text).toContain('Megnyitás: https://akademia.example/x');
  });
});
