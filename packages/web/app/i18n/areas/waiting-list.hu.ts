/** The waiting list of a full training date (issue 24): the training page's form and the entry's own page. */
export const waitingListHu = {
  'waitingList.join.open': 'Értesítést kérek, ha hely szabadul fel',
  'waitingList.join.lead':
    'Ha erre az időpontra felszabadul elég hely, e-mailben értesítjük, és egy ideig Önnek tartjuk a helyeket.',
  'waitingList.join.name': 'Név',
  'waitingList.join.email': 'E-mail-cím',
  'waitingList.join.seats': 'Hány helyre van szüksége?',
  'waitingList.join.consent':
    'Hozzájárulok, hogy a Vagheggi Akadémia e-mailben értesítsen erről az időpontról. Csak erről az időpontról kapok levelet, és a levelekben lévő linkkel bármikor leiratkozhatok.',
  'waitingList.join.submit': 'Feliratkozom a várólistára',
  'waitingList.join.sending': 'Feliratkozás…',
  'waitingList.join.doneTitle': 'Felírtuk a várólistára',
  'waitingList.join.position': 'Helye a sorban: {position}.',
  'waitingList.join.failed': 'Ezt az időpontot nem találjuk. Kérjük, töltse be újra az oldalt.',
  'waitingList.join.allFull': 'Minden időpont betelt. Az időpontok listájában feliratkozhat a várólistára.',
  'waitingList.join.toDates': 'Ugrás az időpontokhoz',
  'waitingList.join.needMore': 'Több helyre lenne szüksége? Várólista',
  'waitingList.page.title': 'Várólista',
  'waitingList.page.online': 'Online',
  'waitingList.page.seatsLabel': 'Kért helyek',
  'waitingList.page.joinedLabel': 'Feliratkozott',
  'waitingList.status.waiting': 'Várólistán',
  'waitingList.status.offered': 'Felajánlva',
  'waitingList.status.accepted': 'Elfogadva',
  'waitingList.status.expired': 'Lejárt ajánlat',
  'waitingList.status.left': 'Leiratkozott',
  'waitingList.status.removed': 'Lezárva',
  'waitingList.status.started': 'Elkezdődött',
  'waitingList.waiting.position': 'Helye a sorban: {position}.',
  'waitingList.waiting.text':
    'Ha felszabadul elég hely, e-mailben értesítjük, és egy ideig Önnek tartjuk a helyeket. Addig nincs teendője.',
  'waitingList.waiting.leave': 'Leiratkozom a várólistáról',
  'waitingList.offered.text': 'Felszabadult {count} hely, és {time}-ig Önnek tartjuk.',
  'waitingList.offered.hint':
    'Ha elfogadja, a helyek a kosarába kerülnek, és a szokásos módon jelentkezhet rájuk. Ha nem kéri, adja tovább a következőnek.',
  'waitingList.offered.accept': 'Elfogadom az ajánlatot',
  'waitingList.offered.decline': 'Nem kérem, továbbadom',
  'waitingList.accepted.text':
    'Elfogadta az ajánlatot: a helyek a kosarában vannak. Jelentkezzen rájuk, amíg tartjuk őket.',
  'waitingList.accepted.cart': 'Tovább a kosárhoz',
  'waitingList.expired.text': 'Az ajánlat lejárt: a helyeket továbbadtuk a várólistán következőnek.',
  'waitingList.left.text': 'Leiratkozott erről a várólistáról. Erről az időpontról nem írunk többet.',
  'waitingList.removed.text':
    'Ez a várólista-jelentkezés lezárult: az akadémia levette a listáról, vagy az időpont elmaradt.',
  'waitingList.started.text':
    'Az időpont elkezdődött, mielőtt hely szabadult volna fel Önnek, ezért a várólista-jelentkezése lezárult.',
  'waitingList.started.otherDates': 'Ha továbbra is szeretne részt venni, nézze meg a képzés többi időpontját.',
  'waitingList.started.training': 'A képzés időpontjai',
  'waitingList.closed.free': 'Erre az időpontra most van szabad hely: a képzés oldalán jelentkezhet.',
  'waitingList.closed.again': 'Ha még érdekli, a képzés oldalán újra feliratkozhat a várólistára.',
  'waitingList.closed.training': 'A képzés oldala',
  'waitingList.notFound.title': 'A hivatkozás nem érvényes',
  'waitingList.notFound.text':
    'Ez a várólista-hivatkozás nem érvényes. Ha több levelet kapott tőlünk, a legutóbbiban lévőt használja.',
  'waitingList.notFound.home': 'Képzési naptár',
} as const;
