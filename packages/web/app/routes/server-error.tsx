import { data } from 'react-router';

/** /500 answers the server-error screen with status 500 (spec §1, §8), as /404 answers the 404 one. */
export function loader() {
  throw data(null, { status: 500 });
}

export default function ServerError() {
  return null;
}
