import { parsePath } from '@vag/domain';
import { data, redirect } from 'react-router';
import { findCustomPage } from '../../api-client/content';
import { serverApi } from '../../api-client/server';
import { CustomPageView } from '../../components/content/CustomPageView';
import { seoMeta } from '../../components/content/seo-meta';
import type { Route } from './+types/custom-page';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = parsePath(url.pathname);
  const page = await findCustomPage(serverApi(request, context), context.site.hostId, locale, params.slug);
  if (!page) throw data(null, { status: 404 });
  // The language switch keeps the slug: go to the page's own slug in this language.
  if (page.url !== url.pathname) throw redirect(page.url, 301);
  return { page };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  seoMeta({ matches, location, seo: loaderData?.page.seo, alternates: loaderData?.page.alternates });

export default function CustomPageRoute({ loaderData }: Route.ComponentProps) {
  return <CustomPageView page={loaderData.page} />;
}
