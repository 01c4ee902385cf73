import type { MessageCatalogue } from '../../lib/messages';

/** The redirect table's editor (issue 21). `{…}` placeholders are filled by the service. */
export const redirectAdminMessages = {
  redirect_saved: { hu: 'Az átirányítást elmentettük.', en: 'The redirect is saved.' },
  redirect_deleted: { hu: 'Az átirányítást töröltük.', en: 'The redirect is deleted.' },
  redirect_source_home: {
    hu: 'A kezdőlapot nem lehet átirányítani.',
    en: 'The home page cannot be redirected.',
  },
  redirect_source_taken: {
    hu: 'Erről az útvonalról már van átirányítás: azt szerkessze.',
    en: 'There is a redirect from this path already: edit that one.',
  },
  redirect_source_live: {
    hu: 'Ezen az útvonalon élő oldal van; az átirányítás elrejtené.',
    en: 'A live page has this path; the redirect would hide it.',
  },
  redirect_loop: {
    hu: 'Az átirányítás körbe vezetne: a célról induló átirányítások visszavezetnek a forrásra.',
    en: 'The redirect would loop: the redirects from the target lead back to the source.',
  },
  redirect_chain: {
    hu: 'A cél maga is át van irányítva máshová: adja meg a végső célt, hogy a látogató egy lépésben érkezzen.',
    en: 'The target itself redirects elsewhere: give the final target so visitors arrive in one step.',
  },
  /** The field's text: `{final}` is where the table leads from the target. */
  redirect_chain_final: {
    hu: 'A cél maga is át van irányítva ide: {final}. Ezt adja meg célként, hogy a látogató egy lépésben érkezzen.',
    en: 'The target itself redirects to {final}. Give that as the target so visitors arrive in one step.',
  },
} as const satisfies MessageCatalogue;
