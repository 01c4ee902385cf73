import type { waitingListHu } from './waiting-list.hu';

export const waitingListEn: Record<keyof typeof waitingListHu, string> = {
  'waitingList.join.open': 'Notify me when a place frees up',
  'waitingList.join.lead':
    'If enough places free up on this date, we will e-mail you and keep them for you for a while.',
  'waitingList.join.name': 'Name',
  'waitingList.join.email': 'E-mail address',
  'waitingList.join.seats': 'How many places do you need?',
  'waitingList.join.consent':
    'I agree that Vagheggi Academy may e-mail me about this date. I will only get e-mails about this date, and I can leave the list at any time with the link in them.',
  'waitingList.join.submit': 'Join the waiting list',
  'waitingList.join.sending': 'Joining…',
  'waitingList.join.doneTitle': 'You are on the waiting list',
  'waitingList.join.position': 'Your place in line: {position}.',
  'waitingList.join.failed': 'We cannot find this date. Please reload the page.',
  'waitingList.join.allFull': 'Every date is full. You can join a date’s waiting list in the list of dates.',
  'waitingList.join.toDates': 'Go to the dates',
  'waitingList.join.needMore': 'Need more places? Join the waiting list',
  'waitingList.page.title': 'Waiting list',
  'waitingList.page.online': 'Online',
  'waitingList.page.seatsLabel': 'Places asked for',
  'waitingList.page.joinedLabel': 'Joined',
  'waitingList.status.waiting': 'On the waiting list',
  'waitingList.status.offered': 'Offered to you',
  'waitingList.status.accepted': 'Accepted',
  'waitingList.status.expired': 'Offer ran out',
  'waitingList.status.left': 'Left',
  'waitingList.status.removed': 'Closed',
  'waitingList.status.started': 'Date begun',
  'waitingList.waiting.position': 'Your place in line: {position}.',
  'waitingList.waiting.text':
    'If enough places free up, we will e-mail you and keep them for you for a while. Until then there is nothing to do.',
  'waitingList.waiting.leave': 'Leave the waiting list',
  'waitingList.offered.text': 'Places have freed up: we are keeping {count} for you until {time}.',
  'waitingList.offered.hint':
    'If you accept, the places go into your cart and you enrol on them as usual. If you do not want them, pass them on to the next person.',
  'waitingList.offered.accept': 'Accept the offer',
  'waitingList.offered.decline': 'No thanks, pass them on',
  'waitingList.accepted.text':
    'You have accepted the offer: the places are in your cart. Enrol on them while we hold them.',
  'waitingList.accepted.cart': 'Go to the cart',
  'waitingList.expired.text': 'The offer has run out: the places have gone to the next person on the waiting list.',
  'waitingList.left.text': 'You have left this waiting list. We will not write to you about this date again.',
  'waitingList.removed.text':
    'This waiting-list entry has ended: the academy took it off the list, or the date was called off.',
  'waitingList.started.text': 'The date began before a place came free for you, so your waiting-list entry has ended.',
  'waitingList.started.otherDates': 'If you would still like to attend, have a look at the training’s other dates.',
  'waitingList.started.training': 'The training’s dates',
  'waitingList.closed.free': 'There are places free on this date now: you can enrol on the training’s page.',
  'waitingList.closed.again':
    'If you are still interested, you can join the waiting list again on the training’s page.',
  'waitingList.closed.training': 'The training’s page',
  'waitingList.notFound.title': 'This link is not valid',
  'waitingList.notFound.text':
    'This waiting-list link is not valid. If you have had several e-mails from us, use the link in the latest one.',
  'waitingList.notFound.home': 'Training calendar',
} as const;
