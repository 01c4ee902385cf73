import type { Locale } from '@vag/domain';

/** The words of the calendar files, in the language the file is asked for. */
export interface CalendarTexts {
  /** Where an online date takes place: its link goes out by mail to paid participants only (issue 21). */
  onlineLocation: string;
  enrolmentNumber: string;
  enrolmentPage: string;
  trainingPage: string;
  /** The name of the feed of every category. */
  allTrainings: string;
}

export const calendarTexts: Record<Locale, CalendarTexts> = {
  hu: {
    onlineLocation: 'Online – a csatlakozási linket e-mailben küldjük el',
    enrolmentNumber: 'Jelentkezés száma',
    enrolmentPage: 'A jelentkezés adatai',
    trainingPage: 'A képzés részletei és jelentkezés',
    allTrainings: 'Képzési naptár',
  },
  en: {
    onlineLocation: 'Online – the link to join is sent by e-mail',
    enrolmentNumber: 'Enrolment number',
    enrolmentPage: 'Your enrolment',
    trainingPage: 'Training details and enrolment',
    allTrainings: 'Training calendar',
  },
};
