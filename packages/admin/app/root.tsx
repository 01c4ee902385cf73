import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { translator } from './i18n';
import { localeOf } from './lib/locale';
import stylesheet from './styles/admin.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeOf(request) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useRouteLoaderData<typeof loader>('root')?.locale ?? 'hu';
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const locale = useRouteLoaderData<typeof loader>('root')?.locale ?? 'hu';
  const t = translator(locale);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="centered">
      <div className="card">
        <h1>{notFound ? t('notFoundTitle') : t('errorTitle')}</h1>
        {!notFound && <p>{t('errorRetry')}</p>}
        <p>
          <a href="/">{t('backToDashboard')}</a>
        </p>
      </div>
    </main>
  );
}
