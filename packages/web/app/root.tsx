import dmSansLatin from '@fontsource/dm-sans/files/dm-sans-latin-400-normal.woff2?url';
import dmSansLatinExt from '@fontsource/dm-sans/files/dm-sans-latin-ext-400-normal.woff2?url';
import { parsePath } from '@vag/domain';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import {
  getSeoDefaults,
  listMenuLinks,
  listProductMainCategories,
  listTrainingCategories,
} from './api-client/endpoints';
import { serverApi } from './api-client/server';
import { ActivityIndicators } from './components/ActivityIndicators';
import { BalanceStrip } from './components/BalanceStrip';
import { CookieConsent } from './components/CookieConsent';
import { NewsletterBlock } from './components/content/NewsletterBlock';
import { ErrorScreen } from './components/ErrorScreen';
import { LanguageSwitcher } from './components/LanguageSwitcher';
import { Logo } from './components/Logo';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { TrackingPixels } from './components/TrackingPixels';
import { translator } from './i18n';
import { readCartNotice } from './lib/cart.server';
import { packMenu, productMenu, trainingMenu } from './lib/category-menu';
import { reloadOnChunkError } from './lib/chunk-reload';
import { readConsent } from './lib/consent';
import { findRedirect } from './lib/redirects.server';
import { ToastProvider } from './lib/toast';
import { useT } from './lib/use-site';
import { SessionHintScript, VisitorProvider } from './lib/visitor';
import { visitorData } from './lib/visitor.server';
import academyIcon from './styles/favicon-academy.svg';
import shopIcon from './styles/favicon-shop.svg';
import stylesheet from './styles/index.css?url';

/**
 * The body text's font (Hungarian needs both subsets), fetched with the stylesheet instead of
 * after the first layout: it is there for the first paint, and centred text and breadcrumbs do
 * not move when it arrives. The headings' and the bolder cuts are left to the stylesheet.
 */
const BODY_FONTS = [dmSansLatin, dmSansLatinExt];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = parsePath(url.pathname);
  const api = serverApi(request, context);
  const [target, { data: links }, categories, visitor, seo] = await Promise.all([
    findRedirect(api, context.site.hostId, url),
    listMenuLinks(api, context.site.hostId, locale),
    context.site.key === 'shop'
      ? listProductMainCategories(api, context.site.hostId, locale).then(({ data }) => productMenu(data))
      : listTrainingCategories(api, context.site.hostId, locale).then(({ data }) => trainingMenu(data)),
    // Shared with the page's loader (lib/visitor.server); null for a guest and for a shared render.
    visitorData(request, context, locale),
    // The site's default SEO texts (back office, issue 21); without them the built-in ones stand.
    getSeoDefaults(api, context.site.hostId, locale)
      .then(({ data }) => data)
      .catch(() => null),
  ]);
  if (target) throw redirect(target, 301);
  return {
    site: context.site,
    locale,
    // The page embeds this data: only what the header and footer render.
    links: links.map(({ menu, label, url }) => ({ menu, label, url })),
    categories: packMenu(categories),
    // The visitor's own parts, when this render is theirs; a shared page's arrive after it (lib/visitor).
    visitor,
    origin: url.origin,
    seo,
    consent: readConsent(request.headers.get('cookie')),
    tracking: context.tracking,
    // The result of a no-JavaScript add to cart, for the popup of components/cart/AddToCartForm.
    cartNotice: readCartNotice(request),
    nonce: context.nonce,
    publicApiBaseUrl: context.publicApiBaseUrl,
    // reCAPTCHA v3 site key of the browser's captcha (components/content/captcha); none: the test verifier.
    captchaSiteKey: context.captchaSiteKey,
  };
}

/** Pages set their own meta; the root only titles the error screens. */
export const meta: Route.MetaFunction = ({ error, location, data }) => {
  if (!error) return [];
  const t = translator(parsePath(location.pathname).locale);
  const status = isRouteErrorResponse(error) && error.status === 404 ? 404 : 500;
  const site = data?.site.key ?? 'academy';
  return [
    { title: `${t(`error.${status}.title`)} | ${t(`site.${site}.name`)}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

/** The menus are per language: switching language must reload them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || parsePath(currentUrl.pathname).locale !== parsePath(nextUrl.pathname).locale;

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const { locale } = parsePath(useLocation().pathname);
  const t = useT();
  return (
    // The session hint script below marks <html> before React sees it (data-session).
    <html lang={locale} data-site={root?.site.key ?? 'academy'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <SessionHintScript nonce={root?.nonce} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* With a precedence React puts the stylesheet before the scripts' preloads: it blocks the first paint. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {BODY_FONTS.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <link rel="icon" type="image/svg+xml" href={root?.site.key === 'shop' ? shopIcon : academyIcon} />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('a11y.skipToContent')}
        </a>
        <ToastProvider>{children}</ToastProvider>
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <VisitorProvider rendered={loaderData.visitor} locale={loaderData.locale}>
      {/* First after the skip link: the layer is the first thing a keyboard reaches (spec §4). */}
      <CookieConsent consent={loaderData.consent} />
      <ActivityIndicators />
      <BalanceStrip />
      <SiteHeader site={loaderData.site.key} links={loaderData.links} categories={loaderData.categories} />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <NewsletterBlock />
      <SiteFooter site={loaderData.site.key} links={loaderData.links} />
      <TrackingPixels tracking={loaderData.tracking} consent={loaderData.consent} nonce={loaderData.nonce} />
    </VisitorProvider>
  );
}

/** Errors switch to the error layout (spec §2): the logo, the language switch and the screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  useEffect(() => {
    reloadOnChunkError(error);
  }, [error]);
  const status = isRouteErrorResponse(error) && error.status === 404 ? 404 : 500;
  return (
    <>
      <header className="site-header site-header--error">
        <div className="site-header__bar container">
          <Logo site={root?.site.key ?? 'academy'} />
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="site-main">
        <ErrorScreen status={status} />
      </main>
    </>
  );
}
