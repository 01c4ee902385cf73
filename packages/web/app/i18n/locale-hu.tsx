import { Outlet } from 'react-router';
import { hu } from './hu';
import { registerCatalogue } from './index';

/*
 * The layout route of the Hungarian pages (routes.ts). It shows nothing of its own: loading it
 * registers the Hungarian messages, so a page downloads only its own language's catalogue, and
 * React Router preloads it with the page and fetches it before a navigation into the language.
 */
registerCatalogue('hu', hu);

export default function HungarianPages() {
  return <Outlet />;
}
