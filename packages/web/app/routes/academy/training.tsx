import { formatDateTime, localizePath, parsePath, type Training, TrainingLocationType } from '@vag/domain';
import { data, redirect, useRouteLoaderData } from 'react-router';
import { getTrainingByUri } from '../../api-client/academy';
import { serverApi } from '../../api-client/server';
import { TrainingGallery } from '../../components/academy/TrainingGallery';
import { TrainingSelector } from '../../components/academy/TrainingSelector';
import { trainingEventsJsonLd } from '../../components/academy/training-json-ld';
import { dateLabel, type SelectorTraining, toSelectorDate } from '../../components/academy/training-selector';
import { WaitingListJoin } from '../../components/academy/WaitingListJoin';
import { offersWaitingList } from '../../components/academy/waiting-list-join';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '../../components/catalogue/Breadcrumb';
import { fillMessage } from '../../components/catalogue/fill-message';
import { type PageAlternates, withLinks, withOgImage } from '../../components/catalogue/seo';
import { trainingPath } from '../../components/catalogue/TrainingCard';
import { JsonLd } from '../../components/JsonLd';
import { type MenuNode, unpackMenu } from '../../lib/category-menu';
import { pageMeta } from '../../lib/meta';
import { useLocale, useT } from '../../lib/use-site';
import type { RootLoaderData } from '../../root';
import type { Route } from './+types/training';
import { waitingListJoinAction } from './waiting-list-join.server';

/**
 * What the training page renders of its training (meta tags, JSON-LD, facts, selector, gallery,
 * description and dates): the loader data is embedded in the HTML, so the categories' SEO data,
 * the flags and the dates' computed ends stay on the server.
 */
type TrainingPageData = SelectorTraining &
  Pick<Training, 'full_uri' | 'description'> & { seo: Pick<Training['seo'], 'title' | 'description' | 'image'> };

/** The category the breadcrumb and the eyebrow name: the default one, else the first. */
type TrainingPageCategory = Pick<NonNullable<Training['categories']>[number], 'id' | 'name' | 'url'>;

export function toTrainingPage(training: Training): {
  training: TrainingPageData;
  category: TrainingPageCategory | null;
} {
  const category = training.categories?.find((c) => c.is_default) ?? training.categories?.[0];
  return {
    training: {
      id: training.id,
      title: training.title,
      full_uri: training.full_uri,
      duration: training.duration,
      durationType: training.durationType,
      prices: training.prices,
      sales_prices: training.sales_prices,
      trainingLocationType: training.trainingLocationType,
      description: training.description,
      seo: { title: training.seo.title, description: training.seo.description, image: training.seo.image },
      ...(training.images && { images: training.images }),
      ...(training.trainingDates && { trainingDates: training.trainingDates.map(toSelectorDate) }),
    },
    category: category ? { id: category.id, name: category.name, url: category.url } : null,
  };
}

/** The academy's training detail (spec §2: /kepzes/{full_uri}); the shop has none (404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (context.site.key !== 'academy') throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { locale } = parsePath(url.pathname);
  const fullUri = params['*'] ?? '';
  // Spec §1: the slug is optional; bare `/kepzes` is the training list.
  if (!fullUri) throw redirect(localizePath('/category', locale), 301);
  const api = serverApi(request, context);
  const training = await getTrainingByUri(api, context.site.hostId, locale, fullUri);
  if (!training) throw data(null, { status: 404 });
  // One address per training and language: an old category path or the other language's slug moves here.
  if (training.full_uri !== fullUri) throw redirect(`${trainingPath(training, locale)}${url.search}`, 301);
  // The other language's own slug, for hreflang and the language switcher (no 301 hop through this one).
  const other = locale === 'hu' ? 'en' : 'hu';
  const translated = await getTrainingByUri(api, context.site.hostId, other, training.full_uri).catch(() => null);
  const alternates: PageAlternates = {
    [locale]: trainingPath(training, locale),
    ...(translated && { [other]: trainingPath(translated, other) }),
  };
  return { ...toTrainingPage(training), alternates };
}

/** The page's one form: a full date's waiting list (issue 24). */
export function action({ request, context }: Route.ActionArgs) {
  if (context.site.key !== 'academy') throw data(null, { status: 404 });
  return waitingListJoinAction(request, context);
}

/** The page is shared (public), but the answer to a post is its visitor's: it says so (private, no-store). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const cacheControl = actionHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { training } = loaderData;
  const tags = pageMeta({
    matches,
    location,
    title: training.seo.title || training.title,
    description: training.seo.description ?? undefined,
  });
  const { alternates } = loaderData;
  const canonical = alternates[parsePath(location.pathname).locale] ?? location.pathname;
  return withOgImage(
    withLinks(tags, matches, canonical, alternates),
    matches,
    training.seo.image ?? training.images?.[0]?.url_path,
  );
};

/** The menu entries from the top down to a category (the breadcrumb's middle). */
function categoryTrail(nodes: MenuNode[], id: number): MenuNode[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = categoryTrail(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

function durationText(training: Pick<Training, 'duration' | 'durationType'>, t: ReturnType<typeof useT>): string {
  const hours = training.durationType.id === 2;
  return fillMessage(t(hours ? 'academy.training.hours' : 'academy.training.minutes'), { count: training.duration });
}

export default function TrainingPage({ loaderData }: Route.ComponentProps) {
  const { training, category } = loaderData;
  const t = useT();
  const locale = useLocale();
  const root = useRouteLoaderData<RootLoaderData>('root');
  const origin = root?.origin ?? '';
  const trail = category ? categoryTrail(unpackMenu(root?.categories ?? []), category.id) : [];
  const crumbs: Crumb[] = [
    { name: t('academy.training.home'), href: localizePath('/', locale) },
    ...(trail.length > 0 ? trail : category ? [category] : []).map((node) => ({ name: node.name, href: node.url })),
    { name: training.title },
  ];
  const pagePath = trainingPath(training, locale);
  const dates = training.trainingDates ?? [];
  const next = dates[0];
  const format = training.trainingLocationType.code;

  return (
    <article className="training-page container">
      <JsonLd
        data={[
          breadcrumbJsonLd(crumbs, origin),
          ...trainingEventsJsonLd(training, `${origin}${pagePath}`, origin, t('site.academy.name')),
        ]}
      />
      <Breadcrumb crumbs={crumbs} />
      <div className="training-page__top">
        <TrainingGallery title={training.title} images={(training.images ?? []).map((image) => image.url_path)} />
        <div className="training-page__summary">
          {category && <p className="eyebrow">{category.name}</p>}
          <h1 className="training-page__title">{training.title}</h1>
          <dl className="training-page__facts">
            <div>
              <dt>{t('academy.training.duration')}</dt>
              <dd>{durationText(training, t)}</dd>
            </div>
            {format !== 'none' && (
              <div>
                <dt>{t('academy.training.format')}</dt>
                <dd>
                  {format === 'both'
                    ? `${t('academy.location.classroom')} / ${t('academy.location.online')}`
                    : t(`academy.location.${format}`)}
                </dd>
              </div>
            )}
            {next && (
              <div>
                <dt>{t('academy.training.nextDate')}</dt>
                <dd>
                  <time dateTime={next.start_at}>{formatDateTime(next.start_at)}</time>
                </dd>
              </div>
            )}
          </dl>
          <TrainingSelector key={training.id} training={training} />
        </div>
      </div>
      <div className="training-page__body">
        <section className="training-page__about" aria-labelledby="training-about">
          <h2 id="training-about">{t('academy.training.about')}</h2>
          {/* HTML written by the academy's staff, sanitised by the API on write and on read (DESIGN §3). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: training.description }} />
        </section>
        <section className="training-page__dates" aria-labelledby="training-dates">
          <h2 id="training-dates">{t('academy.training.dates')}</h2>
          {dates.length === 0 ? (
            <p className="muted">{t('academy.training.datesEmpty')}</p>
          ) : (
            <ul className="date-list">
              {dates.map((date) => {
                const online = date.trainingLocationType.id === TrainingLocationType.online;
                return (
                  <li key={date.id} className="date-list__item">
                    <p className="date-list__when">
                      <time dateTime={date.start_at}>{dateLabel(training, date)}</time>
                    </p>
                    <p className="date-list__where">
                      <span className={`badge badge--location badge--${online ? 'online' : 'classroom'}`}>
                        {t(online ? 'academy.location.online' : 'academy.location.classroom')}
                      </span>{' '}
                      {date.venue}
                    </p>
                    <p className="date-list__seats" data-full={date.available_limit <= 0 || undefined}>
                      {date.available_limit > 1
                        ? fillMessage(t('academy.training.seats'), { count: date.available_limit })
                        : t(date.available_limit === 1 ? 'academy.training.seatsOne' : 'academy.training.full')}
                    </p>
                    {offersWaitingList(date) && <WaitingListJoin date={date} action={pagePath} />}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </article>
  );
}
