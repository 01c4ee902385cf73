import type { MessageCatalogue } from '../../lib/messages';

/** The back office's mail log (issue 20). */
export const mailLogMessages = {
  mail_resent: {
    hu: 'A levél másolatát újra elküldjük.',
    en: 'A copy of the mail is queued to be sent again.',
  },
  mail_resend_not_allowed: {
    hu: 'Csak elküldött vagy sikertelen levél küldhető újra; ez még a küldési sorban van.',
    en: 'Only a sent or failed mail can be sent again; this one is still waiting to be sent.',
  },
} as const satisfies MessageCatalogue;
