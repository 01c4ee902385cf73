import type { participantsHu } from './participants.hu';

export const participantsEn: Record<keyof typeof participantsHu, string> = {
  'participants.step': 'Participants',
  'participants.lead':
    'Tell us who attends each seat: these details go on the certificate. If you do not know yet, tick that you will give them later.',
  'participants.seat': 'Seat {n}',
  'participants.buyerAttends': 'I attend this seat',
  'participants.buyerFilled': 'Your name, e-mail and phone are filled in; please add the rest.',
  'participants.later': 'I will give them later',
  'participants.laterHint': 'The confirmation e-mail and the thank-you page link to a form where you can add them.',
  'participants.continue': 'Continue to the summary',
  'participants.backToPayment': 'Back to payment',
  'participants.summaryTitle': 'Participants',
  'participants.summaryLater': 'to be given later',
  'participants.edit': 'Change participants',
  'participants.pageTitle': 'Name the participants',
  'participants.pageLead': 'Enrolment {number}. Give the details of the participant of every seat.',
  'participants.named': 'Named: {name}',
  'participants.progress': 'Participants named: {named} of {seats}',
  'participants.allNamed': 'Every seat has its participant. Thank you!',
  'participants.save': 'Save participant',
  'participants.saved': 'The participant has been saved.',
  'participants.cancelled': 'This enrolment is closed: no participant can be added to it.',
  'participants.missingTitle': '{count} participant(s) still to be named',
  'participants.missingLead': 'Tell us who attends the seats you booked: their details go on the certificate.',
  'participants.tooMany': 'We cannot keep the details of this many seats here: tick “later” for some of them.',
  'participants.missingLink': 'Name the participants',
};
