import { data } from 'react-router';

/** Unknown paths and /404 answer the 404 screen with status 404 (spec §2, §8). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
