import { type Locale, localizePath, SESSION_HINT_COOKIE, type SessionHint, type User, XSRF_COOKIE } from '@vag/domain';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useMatches } from 'react-router';
import type { MiniCart } from './cart-mini';
import { cookieValue } from './cookies';

/**
 * The visitor's own parts of a page (DESIGN §2 "Shared pages, personal islands"): who is signed
 * in, their mini cart, their CSRF token and, where a page asks, their wish list. A page rendered
 * for its visitor (cart, checkout, account, route data after a form post) has them from the root
 * loader; a page from the shared cache has none, and the browser asks `/visitor.json` for them.
 */
export interface VisitorUser {
  firstName: string;
  balance: User['balance'];
  wantsNewsletter: boolean;
  mayBuyProfessionalProducts: boolean;
}

export interface VisitorData {
  user: VisitorUser | null;
  cart: MiniCart | null;
  /** The hidden field of no-JavaScript form posts (components/CsrfField). */
  csrfToken: string;
  /** The ids on the wish list, when the page asked for them (a route `handle` with `wishlist: true`). */
  wishlist: number[] | null;
}

/** Known, or still on its way (a shared page of a visitor with a session, before the answer). */
export type Visitor = { known: true; data: VisitorData } | { known: false; data: VisitorData };

/** A visitor with nothing of their own (no session). */
export const GUEST: VisitorData = { user: null, cart: null, csrfToken: '', wishlist: null };

/** The personal call of a shared page; `wishlist` adds the wish list's product ids. */
export function visitorPath(locale: Locale, wishlist: boolean): string {
  return `${localizePath('/visitor.json', locale)}${wishlist ? '?wishlist=1' : ''}`;
}

/** The session hint a script can read (`guest`, `user`, `pro`, `beautician`), or undefined without a session. */
export function sessionHintOf(cookieHeader: string | null): SessionHint | undefined {
  const value = cookieValue(cookieHeader, SESSION_HINT_COOKIE);
  return value === 'user' || value === 'pro' || value === 'beautician' || value === 'guest' ? value : undefined;
}

/**
 * The inline script at the top of every page: before the first paint it marks the document with
 * the session hint (`<html data-session="pro">`), so the stylesheet keeps the room of what the
 * visitor will see (the balance strip) and shows the right variant of what depends on who they
 * are (a professionals-only product's buy button) while the personal answer is on its way.
 * It also marks that scripts run (`data-scripted`): a form's no-JavaScript fallback that the
 * hydrated page drops is hidden from the first paint (`SCRIPTLESS_ONLY`), so nothing moves then.
 */
const SESSION_HINT_SCRIPT = `try{var d=document.documentElement;d.dataset.scripted='';var m=document.cookie.match(/(?:^|; )${SESSION_HINT_COOKIE}=(user|pro|beautician|guest)(?:;|$)/);if(m)d.dataset.session=m[1]}catch(e){}`;

/**
 * The class of what a page renders only for a browser without JavaScript (a checkout's address
 * fields before the script can show them on demand): the server cannot tell, so it renders them,
 * and where scripts run the stylesheet hides them before the first paint (app.css).
 */
export const SCRIPTLESS_ONLY = 'scriptless-only';

export function SessionHintScript({ nonce }: { nonce: string | undefined }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no data.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} suppressHydrationWarning />;
}

const VisitorContext = createContext<Visitor>({ known: false, data: GUEST });

/** Whether one of the page's routes shows wish-list state (`export const handle = { wishlist: true }`). */
function useWantsWishlist(): boolean {
  return useMatches().some((match) => (match.handle as { wishlist?: boolean } | undefined)?.wishlist === true);
}

/**
 * Holds the visitor: the root loader's when the page was rendered for them (`rendered`), else,
 * once hydrated, a guest without a session (nothing to ask), or the answer of `/visitor.json`.
 */
export function VisitorProvider({
  rendered,
  locale,
  children,
}: {
  rendered: VisitorData | null;
  locale: Locale;
  children: ReactNode;
}) {
  const wantsWishlist = useWantsWishlist();
  const [asked, setAsked] = useState<{ key: string; data: VisitorData } | null>(null);
  const key = visitorPath(locale, wantsWishlist);
  useEffect(() => {
    if (rendered) return;
    const token = decodeURIComponent(cookieValue(document.cookie, XSRF_COOKIE) ?? '');
    if (!sessionHintOf(document.cookie)) {
      setAsked({ key, data: { ...GUEST, csrfToken: token } });
      return;
    }
    const controller = new AbortController();
    fetch(key, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<VisitorData>) : { ...GUEST, csrfToken: token }))
      .then((data) => setAsked({ key, data }))
      // Unanswered (offline, a server error): the page goes on as a guest's, whose links still work.
      .catch(() => {
        if (!controller.signal.aborted) setAsked({ key, data: { ...GUEST, csrfToken: token } });
      });
    return () => controller.abort();
  }, [rendered, key]);
  const value: Visitor = rendered
    ? { known: true, data: rendered }
    : asked
      ? { known: true, data: asked.data }
      : { known: false, data: GUEST };
  // Marks the document interactive as its visitor's page, so browser tests wait for hydration and
  // the personal parts instead of sleeping.
  useEffect(() => {
    if (value.known) document.documentElement.dataset.hydrated = 'true';
  }, [value.known]);
  return <VisitorContext.Provider value={value}>{children}</VisitorContext.Provider>;
}

export function useVisitor(): Visitor {
  return useContext(VisitorContext);
}
