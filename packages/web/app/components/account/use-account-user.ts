import type { User } from '@vag/domain';
import { useRouteLoaderData } from 'react-router';

/** The signed-in user the account layout loaded (route ids carry the locale). */
export function useAccountUser(): User {
  const hu = useRouteLoaderData<{ user: User }>('account-hu');
  const en = useRouteLoaderData<{ user: User }>('account-en');
  const user = (hu ?? en)?.user;
  if (!user) throw new Error('useAccountUser is used outside the account layout');
  return user;
}
