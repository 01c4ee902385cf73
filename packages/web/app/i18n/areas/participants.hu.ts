/** Who attends each seat of an enrolment (issue 18): the checkout's step and the page by payment key. */
export const participantsHu = {
  'participants.step': 'Résztvevők',
  'participants.lead':
    'Adja meg, ki vesz részt az egyes helyeken: ezek az adatok kerülnek a tanúsítványra. Ha még nem tudja, jelölje be, hogy később adja meg.',
  'participants.seat': '{n}. hely',
  'participants.buyerAttends': 'Én veszek részt ezen a helyen',
  'participants.buyerFilled': 'A nevét, e-mail-címét és telefonszámát beírtuk; a többi adatot kérjük, pótolja.',
  'participants.later': 'Később adom meg',
  'participants.laterHint': 'A visszaigazoló e-mailben és a köszönőoldalon kap egy linket, ahol pótolhatja.',
  'participants.continue': 'Tovább az összesítéshez',
  'participants.backToPayment': 'Vissza a fizetéshez',
  'participants.summaryTitle': 'Résztvevők',
  'participants.summaryLater': 'később adja meg',
  'participants.edit': 'Résztvevők módosítása',
  'participants.pageTitle': 'Résztvevők megadása',
  'participants.pageLead': 'Jelentkezés: {number}. Minden helyhez adja meg a résztvevő adatait.',
  'participants.named': 'Megadva: {name}',
  'participants.progress': 'Megadott résztvevők: {named} / {seats}',
  'participants.allNamed': 'Minden hely résztvevője megvan. Köszönjük!',
  'participants.save': 'Résztvevő mentése',
  'participants.saved': 'A résztvevő adatait elmentettük.',
  'participants.cancelled': 'Ez a jelentkezés lezárult, résztvevő már nem adható meg hozzá.',
  'participants.missingTitle': 'Még hiányzik {count} résztvevő adata',
  'participants.missingLead': 'Adja meg, ki vesz részt a lefoglalt helyeken: ezek kerülnek a tanúsítványra.',
  'participants.tooMany':
    'Ennyi hely adatait itt nem tudjuk megőrizni: néhány helynél jelölje be, hogy később adja meg.',
  'participants.missingLink': 'Résztvevők megadása',
};
