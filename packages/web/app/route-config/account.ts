import { index, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { LOCALES } from '@vag/domain';
import { localized } from './localized';

/** The account screens of spec §2 under one layout (navigation, sign-in guard), per language. */
const accountArea = LOCALES.map((locale) => {
  const id = (name: string) => `account-${name}-${locale}`;
  const file = (name: string) => `routes/account/${name}.tsx`;
  return route(locale === 'hu' ? 'account' : 'en/account', file('layout'), { id: `account-${locale}` }, [
    index(file('index'), { id: id('index') }),
    route('static/dashboard', file('dashboard'), { id: id('dashboard') }),
    route('edit', file('edit'), { id: id('edit') }),
    route('change-password', file('change-password'), { id: id('change-password') }),
    route('address/:id?', file('address'), { id: id('address') }),
    route('virtual-balance', file('virtual-balance'), { id: id('virtual-balance') }),
    route('wish-list', file('wish-list'), { id: id('wish-list') }),
    route('order-history/:id?', file('order-history'), { id: id('order-history') }),
    route('my-trainings/participants/:id', file('my-trainings-participants'), { id: id('my-trainings-participants') }),
    route('my-trainings/:id?', file('my-trainings'), { id: id('my-trainings') }),
    route('guest-code', file('guest-code'), { id: id('guest-code') }),
    route('delete', file('delete'), { id: id('delete') }),
  ]);
});

/** Routes of the account area (both languages through `localized`). */
export const accountRoutes: RouteConfigEntry[] = [
  ...localized('login', 'routes/auth/login.tsx', 'login'),
  ...localized('logout', 'routes/auth/logout.tsx', 'logout'),
  ...localized('register', 'routes/auth/register.tsx', 'register'),
  ...localized('verify-email', 'routes/auth/verify-email.tsx', 'verify-email'),
  ...localized('forgot-password', 'routes/auth/forgot-password.tsx', 'forgot-password'),
  ...localized('reset-password', 'routes/auth/reset-password.tsx', 'reset-password'),
  ...accountArea,
];
