import { route } from '@react-router/dev/routes';
import { localizeSegment } from '@vag/domain';

/**
 * One route module served in both languages (DESIGN §5 "URLs"): the Hungarian path with the
 * first segment aliased (`cart` → `kosar`), and the English path under `/en`. Route ids carry
 * the locale: `<id>-hu`, `<id>-en`.
 *
 * `localized('cart', 'routes/cart.tsx', 'cart')` → `/kosar` and `/en/cart`.
 */
export function localized(path: string, file: string, id: string) {
  const [first = '', ...rest] = path.split('/');
  const hu = [localizeSegment(first, 'hu'), ...rest].join('/');
  return [route(hu, file, { id: `${id}-hu` }), route(`en/${path}`, file, { id: `${id}-en` })];
}
