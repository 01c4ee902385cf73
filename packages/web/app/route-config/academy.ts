import type { RouteConfigEntry } from '@react-router/dev/routes';
import { localized } from './localized';

/** Routes of the academy area (both languages through `localized`). */
export const academyRoutes: RouteConfigEntry[] = [
  // `/kepzes/{full_uri}`: the category path, then the training's slug (spec §2).
  ...localized('training/*', 'routes/academy/training.tsx', 'training'),
  // An enrolment's participants form, opened by its payment key (guests too; issue 18).
  ...localized('participants/:key', 'routes/academy/enrolment-participants.tsx', 'enrolment-participants'),
  // A waiting-list entry's own page, opened by the token of its mails (issue 24).
  ...localized('waiting-list/:token', 'routes/academy/waiting-list.tsx', 'waiting-list'),
  ...localized('training-calendar', 'routes/academy/training-calendar.tsx', 'training-calendar'),
];
