import { createHmac } from 'node:crypto';
import {
  AUTH_COOKIE_MAX_AGE_S,
  LocaleId,
  localeFromId,
  REFRESH_TOKEN_MAX_AGE_S,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  type SessionHint,
  sessionHintFor,
  XSRF_COOKIE,
} from '@vag/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import type { ApiOptions, AppEnv } from './context';
import { AppError } from './errors';
import {
  type AlongSelect,
  deleteSession,
  extendSession,
  insertSession,
  insertSessionOnce,
  liveSessionAlong,
  rewriteSession,
  type SessionRow,
  selectLiveSession,
  selectRememberedSession,
  setSessionLocale,
} from './session-store';
import { hashToken, newToken } from './tokens';

/*
 * Cookie sessions (DESIGN §8, Sanctum-style). The session cookie holds an opaque random token
 * (HttpOnly, SameSite=Lax, Secure over HTTPS); the database keeps its SHA-256 only. The
 * readable XSRF-TOKEN cookie carries the session's CSRF token for the client to echo back.
 * "Remember me" adds a refresh token cookie, sent only to POST /api/v1/refresh.
 *
 * A row is stored only when the session holds something: a user, or a guest's cart
 * (`persist`). Before that a visitor has a pre-session cookie (a random id, no row) and an
 * XSRF-TOKEN that is an HMAC of it, checked without the database (docs/decisions/0002).
 */

export { SESSION_COOKIE, XSRF_COOKIE };
export const REMEMBER_COOKIE = 'vag_remember';
/** The pre-session cookie: a random id the anonymous CSRF token is bound to; nothing is stored. */
export const VISITOR_COOKIE = 'vag_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;
export const REFRESH_PATH = '/api/v1/refresh';
/** An active session is pushed forward at most once per this many seconds (one write an hour). */
const SLIDE_EVERY_S = 3600;

export interface Session {
  /** Stable across the token rotation at login: key guest data (a cart) on it. */
  id: string;
  userId: number | null;
  csrfToken: string;
  localeId: number | null;
  expiresAt: Date;
  rememberUntil: Date | null;
}

export interface CurrentUser {
  id: number;
  email: string;
  roleIds: number[];
}

function toSession(row: SessionRow): Session {
  const { email: _email, roleIds: _roles, ...session } = row;
  return session;
}

function toUser(row: SessionRow): CurrentUser | null {
  if (row.userId === null || row.email === null) return null;
  // A copy: one read row may serve several calls of a render (SessionReads).
  return { id: row.userId, email: row.email, roleIds: [...(row.roleIds ?? [])] };
}

/**
 * The sessions read during one storefront render (issue 23). The root loader and the page's
 * loader each call the API in-process, and each call read the same session, user and roles
 * again. The server makes one of these per document request and hands it to every in-process
 * call of that request as Hono's `env` (`inProcessEnv`); the middleware then reads each token's
 * session once for all the request's reads. A browser's own call has none, so nothing is ever
 * shared between requests or visitors. Any write forgets everything, before and after it: the
 * reads that follow a login, a logout or a profile change see it.
 */
export class SessionReads {
  readonly #rows = new Map<string, Promise<SessionRow | undefined>>();

  read(tokenHash: string, load: () => Promise<SessionRow | undefined>): Promise<SessionRow | undefined> {
    let row = this.#rows.get(tokenHash);
    if (!row) {
      row = load();
      this.#rows.set(tokenHash, row);
      // A failed read (the database away for a moment) is tried again by the next call.
      row.catch(() => this.#rows.get(tokenHash) === row && this.#rows.delete(tokenHash));
    }
    return row;
  }

  /** The row as this request left it (a pushed expiry, a new locale), for its next reads. */
  update(tokenHash: string, row: SessionRow) {
    this.#rows.set(tokenHash, Promise.resolve(row));
  }

  forget() {
    this.#rows.clear();
  }
}

/** What the server passes as `env` with each in-process API call of one document request. */
export interface InProcessEnv {
  sessionReads: SessionReads;
}

/** A fresh `env` for the in-process API calls of one document request: never reuse it for another. */
export function inProcessEnv(): InProcessEnv {
  return { sessionReads: new SessionReads() };
}

const READS = new Set(['GET', 'HEAD']);

/**
 * A read that a route makes on every request, made in the session's own statement: one round
 * trip to the database for both (issue 23: the kept cart answer's stamp). Only a browser's own
 * GET of `path` reads it; its value is the route's `c.var.readAlong`, or undefined when it was
 * not read (no live session, not `wanted`, or an in-process call of a page render, whose session
 * read is shared).
 */
export interface SessionCompanion {
  /** The GET route's path, exactly as requested. */
  path: string;
  /** Names its statement (`live_session_<label>`). */
  label: string;
  select: AlongSelect;
  /** Whether this request may use it (the route answers without it too). */
  wanted(c: Context<AppEnv>): boolean;
}

export interface SessionManager {
  /** Loads the request's session (if its cookie is live) into `c.var.session` and `c.var.user`. */
  middleware: MiddlewareHandler<AppEnv>;
  /** GET /sanctum/csrf-cookie: (re)sets the cookies of the session, or of a visitor without one; writes nothing. */
  ensure(c: Context<AppEnv>): void;
  /** A guest starts holding state (a cart): the session row, created now if there is none. */
  persist(c: Context<AppEnv>): Promise<Session>;
  /** The CSRF token a state-changing request must echo: the session's, else the visitor cookie's HMAC. */
  expectedCsrfToken(c: Context<AppEnv>): string | undefined;
  /** Login: a new token for the session (the old cookie stops working) now owned by `userId`. */
  login(c: Context<AppEnv>, userId: number, remember: boolean): Promise<void>;
  /** Logout: deletes the session and starts a fresh guest one. */
  logout(c: Context<AppEnv>): Promise<void>;
  /** "Remember me": renews the remembered session with new tokens; the user id, or null. */
  refresh(c: Context<AppEnv>): Promise<number | null>;
  /** Makes `companion`'s read along the session on its route's requests (one per path). */
  readAlong(companion: SessionCompanion): void;
}

const managers = new WeakMap<ApiOptions, SessionManager>();

/** The session manager of an app (one per options object). */
export function sessionsOf(options: ApiOptions): SessionManager {
  let manager = managers.get(options);
  if (!manager) {
    manager = createSessionManager(options);
    managers.set(options, manager);
  }
  return manager;
}

function createSessionManager(options: ApiOptions): SessionManager {
  const db: Db = options.database.db;
  const secureSetting = options.accounts?.cookieSecure ?? 'auto';
  // Without a configured secret (tests, a lone development process) a per-process one does.
  const secret = options.accounts?.sessionSecret ?? newToken();
  const visitorCsrfToken = (visitorId: string) =>
    createHmac('sha256', secret).update(`csrf:${visitorId}`).digest('base64url');
  // Keyed by the secret: knowing a visitor id (a cookie) does not give its session's token.
  const visitorSessionToken = (visitorId: string) =>
    createHmac('sha256', secret).update(`session:${visitorId}`).digest('base64url');
  const visitorIdOf = (c: Context) => {
    const id = getCookie(c, VISITOR_COOKIE);
    return id && VISITOR_ID.test(id) ? id : undefined;
  };

  const isSecure = (c: Context) =>
    secureSetting === 'auto'
      ? new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https'
      : secureSetting;

  const hintOf = (user: { userId: number | null; roleIds: readonly number[] | null }): SessionHint =>
    sessionHintFor(user.userId === null ? null : (user.roleIds ?? []));

  function writeCookies(c: Context, token: string, csrfToken: string, hint: SessionHint) {
    const secure = isSecure(c);
    const maxAge = AUTH_COOKIE_MAX_AGE_S;
    setCookie(c, SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge });
    setCookie(c, XSRF_COOKIE, csrfToken, { path: '/', httpOnly: false, sameSite: 'Lax', secure, maxAge });
    setCookie(c, SESSION_HINT_COOKIE, hint, { path: '/', httpOnly: false, sameSite: 'Lax', secure, maxAge });
  }

  /** A visitor without a session: the pre-session cookie and its signed CSRF token. */
  function writeVisitorCookies(c: Context, visitorId: string) {
    const secure = isSecure(c);
    const maxAge = AUTH_COOKIE_MAX_AGE_S;
    setCookie(c, VISITOR_COOKIE, visitorId, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge });
    setCookie(c, XSRF_COOKIE, visitorCsrfToken(visitorId), { path: '/', sameSite: 'Lax', secure, maxAge });
  }

  function writeRememberCookie(c: Context, token: string | null) {
    if (token === null) {
      // The browser sends this cookie to the refresh path only, so it is cleared blind.
      deleteCookie(c, REMEMBER_COOKIE, { path: REFRESH_PATH, secure: isSecure(c) });
      return;
    }
    setCookie(c, REMEMBER_COOKIE, token, {
      path: REFRESH_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: isSecure(c),
      maxAge: REFRESH_TOKEN_MAX_AGE_S,
    });
  }

  const requestLocaleId = (c: Context<AppEnv>) => LocaleId[c.var.locale];

  function load(c: Context<AppEnv>, row: SessionRow) {
    c.set('session', toSession(row));
    c.set('user', toUser(row));
  }

  /**
   * Writes a new token pair for `userId` into the current guest row, or into a new row. A
   * visitor's first guest session takes a token derived from the visitor's id (`visitorToken`),
   * so concurrent first writes of one browser land in one row.
   */
  async function issue(
    c: Context<AppEnv>,
    userId: number | null,
    remember: boolean,
    reuseId?: string,
    csrfToken = newToken(),
    visitorToken?: string,
  ) {
    const token = visitorToken ?? newToken();
    const refreshToken = remember ? newToken() : null;
    const values = {
      tokenHash: hashToken(token),
      csrfToken,
      userId,
      localeId: requestLocaleId(c),
      ttlSeconds: AUTH_COOKIE_MAX_AGE_S,
      refreshTokenHash: refreshToken && hashToken(refreshToken),
      rememberSeconds: remember ? REFRESH_TOKEN_MAX_AGE_S : null,
    };
    const written =
      (reuseId ? await rewriteSession(db, reuseId, values) : undefined) ??
      (visitorToken ? await insertSessionOnce(db, values) : await insertSession(db, values));
    if (userId !== null) writeRememberCookie(c, refreshToken);
    // A guest's row is all there is to load; a user's comes with the e-mail and roles.
    const row =
      userId === null ? { ...written, email: null, roleIds: null } : await selectLiveSession(db, values.tokenHash);
    writeCookies(c, token, csrfToken, hintOf(row ?? { userId, roleIds: null }));
    if (row) load(c, row);
  }

  const companions = new Map<
    string,
    { wanted: SessionCompanion['wanted']; read: ReturnType<typeof liveSessionAlong> }
  >();

  /** The session of `tokenHash` with what the request's companion reads along it, if any. */
  async function readWithCompanion(c: Context<AppEnv>, tokenHash: string): Promise<SessionRow | undefined> {
    const companion = c.req.method === 'GET' ? companions.get(c.req.path) : undefined;
    if (!companion?.wanted(c)) return selectLiveSession(db, tokenHash);
    const read = await companion.read(db, c.var.hostId, tokenHash);
    if (!read) return undefined;
    const { along, ...row } = read;
    c.set('readAlong', along);
    return row;
  }

  return {
    middleware: async (c, next) => {
      c.set('session', null);
      c.set('user', null);
      c.set('readAlong', undefined);
      const shared = (c.env as Partial<InProcessEnv> | undefined)?.sessionReads;
      const reads = READS.has(c.req.method) ? shared : undefined;
      if (!reads) shared?.forget();
      const token = getCookie(c, SESSION_COOKIE);
      const tokenHash = token ? hashToken(token) : undefined;
      let row: SessionRow | undefined;
      if (tokenHash) {
        row = await (reads
          ? reads.read(tokenHash, () => selectLiveSession(db, tokenHash))
          : readWithCompanion(c, tokenHash));
      }
      if (token && tokenHash && row) {
        load(c, row);
        const explicitLocale = c.req.query('locale_id') !== undefined;
        if (!explicitLocale && row.localeId !== null) c.set('locale', localeFromId(row.localeId) ?? c.var.locale);
        const localeId = explicitLocale ? requestLocaleId(c) : row.localeId;
        const secondsLeft = (row.expiresAt.getTime() - Date.now()) / 1000;
        if (secondsLeft < AUTH_COOKIE_MAX_AGE_S - SLIDE_EVERY_S) {
          // Sliding expiry: an active shopper keeps the session (and a guest cart) past one day.
          const expiresAt = await extendSession(db, row.id, AUTH_COOKIE_MAX_AGE_S, localeId);
          reads?.update(tokenHash, { ...row, expiresAt: expiresAt ?? row.expiresAt, localeId });
          writeCookies(c, token, row.csrfToken, hintOf(row));
        } else {
          if (localeId !== row.localeId && localeId !== null) {
            await setSessionLocale(db, row.id, localeId);
            reads?.update(tokenHash, { ...row, localeId });
          }
          // A session from before the hint existed, or whose hint the browser lost, gets it back.
          if (getCookie(c, SESSION_HINT_COOKIE) !== hintOf(row)) writeCookies(c, token, row.csrfToken, hintOf(row));
        }
      }
      await next();
      if (!reads) shared?.forget();
    },

    ensure(c) {
      const token = getCookie(c, SESSION_COOKIE);
      const current = c.var.session;
      if (current && token)
        writeCookies(
          c,
          token,
          current.csrfToken,
          hintOf({ userId: current.userId, roleIds: c.var.user?.roleIds ?? null }),
        );
      else writeVisitorCookies(c, visitorIdOf(c) ?? newToken());
    },

    async persist(c) {
      if (!c.var.session) {
        // The visitor's token carries over, so forms already on the page stay valid.
        const visitorId = visitorIdOf(c);
        if (visitorId)
          await issue(c, null, false, undefined, visitorCsrfToken(visitorId), visitorSessionToken(visitorId));
        else await issue(c, null, false);
      }
      const session = c.var.session;
      if (!session) throw new Error('session could not be started');
      return session;
    },

    expectedCsrfToken(c) {
      if (c.var.session) return c.var.session.csrfToken;
      const visitorId = visitorIdOf(c);
      return visitorId && visitorCsrfToken(visitorId);
    },

    async login(c, userId, remember) {
      const current = c.var.session;
      // A guest's row is kept (its cart stays); another user's session is ended, never taken over.
      if (current && current.userId !== null) await deleteSession(db, current.id);
      await issue(c, userId, remember, current?.userId === null ? current.id : undefined);
    },

    async logout(c) {
      const current = c.var.session;
      if (current) await deleteSession(db, current.id);
      writeRememberCookie(c, null);
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecure(c) });
      deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', secure: isSecure(c) });
      c.set('session', null);
      c.set('user', null);
      // A new visitor id: the signed-out browser's CSRF token changes too, and no row is written.
      writeVisitorCookies(c, newToken());
    },

    readAlong(companion) {
      companions.set(companion.path, {
        wanted: companion.wanted,
        read: liveSessionAlong(companion.label, companion.select),
      });
    },

    async refresh(c) {
      const refreshToken = getCookie(c, REMEMBER_COOKIE);
      const remembered = refreshToken ? await selectRememberedSession(db, hashToken(refreshToken)) : undefined;
      if (!remembered || remembered.userId === null) {
        writeRememberCookie(c, null);
        return null;
      }
      const current = c.var.session;
      if (current && current.id !== remembered.id) await deleteSession(db, current.id);
      const token = newToken();
      const csrfToken = newToken();
      const nextRefresh = newToken();
      const secondsLeft = Math.max(Math.floor(((remembered.rememberUntil?.getTime() ?? 0) - Date.now()) / 1000), 1);
      await rewriteSession(db, remembered.id, {
        tokenHash: hashToken(token),
        csrfToken,
        userId: remembered.userId,
        localeId: remembered.localeId,
        ttlSeconds: AUTH_COOKIE_MAX_AGE_S,
        // The refresh token rotates too; "remember me" still ends 30 days after the login.
        refreshTokenHash: hashToken(nextRefresh),
      });
      setCookie(c, REMEMBER_COOKIE, nextRefresh, {
        path: REFRESH_PATH,
        httpOnly: true,
        sameSite: 'Lax',
        secure: isSecure(c),
        maxAge: secondsLeft,
      });
      const row = await selectLiveSession(db, hashToken(token));
      writeCookies(c, token, csrfToken, hintOf(row ?? remembered));
      if (row) load(c, row);
      return remembered.userId;
    },
  };
}

/** Route middleware: 401 for guests, before the body is even validated. */
export const authenticated: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** The logged-in user, or 401 for guests. */
export function requireUser(c: Context<AppEnv>): CurrentUser {
  const user = c.var.user;
  if (!user) throw new AppError(401, 'unauthenticated');
  return user;
}
