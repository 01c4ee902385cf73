import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

const aboutDate = {
  name: 'Kiss Éva',
  training: 'Szemöldök & pilla',
  startsAt: '2026-12-03T08:00:00.000Z',
  seats: 2,
  url: 'https://akademia.example/kepzes/szemoldok-pilla-7?from=mail&lang=hu',
};

describe('the waiting list’s closing mails (issue 24)', () => {
  it('tells a person whose date began while they waited why their entry closed, not that an offer ran out', () => {
    const hu = renderMail('waiting_list_date_started', 'hu', aboutDate);
    expect(hu.subject).toBe('Elkezdődött az időpont: Szemöldök & pilla');
    expect(hu.text).toContain('elkezdődött, mielőtt hely szabadult volna fel Önnek');
    expect(hu.text).toContain('Kezdés: 2026.12.03. 09:00');
    expect(hu.text).toContain(aboutDate.url);
    const en = renderMail('waiting_list_date_started', 'en', aboutDate);
    expect(en.subject).toBe('The date has begun: Szemöldök & pilla');
    expect(en.text).toContain('has begun before a place came free for you');

    const ranOut = renderMail('waiting_list_offer_expired', 'hu', aboutDate);
    expect(ranOut.subject).not.toBe(hu.subject);
    expect(ranOut.text).not.toContain('elkezdődött');
  });
});
