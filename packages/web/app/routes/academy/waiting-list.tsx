import { localizePath, parsePath } from '@vag/domain';
import { data, redirect, type ShouldRevalidateFunction } from 'react-router';
import { ApiError } from '../../api-client/client';
import { serverApi } from '../../api-client/server';
import { serverSubmit } from '../../api-client/submit.server';
import { acceptWaitingListOffer, getWaitingListEntry, leaveWaitingList } from '../../api-client/waiting-list';
import {
  shownStateOf,
  WaitingListEntryPanel,
  WaitingListNotFound,
} from '../../components/academy/WaitingListEntryPanel';
import { translator } from '../../i18n';
import { requireSite } from '../../lib/account.server';
import { formSubmission } from '../../lib/form-answer.server';
import { readForm } from '../../lib/form-data.server';
import { ONE_TIME_LINK_HEADERS } from '../../lib/one-time-link';
import type { Route } from './+types/waiting-list';

/*
 * `/varolista/{token}` (academy, issue 24): a waiting-list entry's own page, opened by the link of
 * its mails. The token is the proof: the page is its holder's alone (never stored by a cache or
 * the browser, the token never sent on to another site) and kept out of search engines. It shows
 * the date and, by the entry's state, the place in line and "leave", the offer and "accept"
 * (into the visitor's academy cart), or why the entry has ended.
 */

export const headers: Route.HeadersFunction = () => ONE_TIME_LINK_HEADERS;

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(parsePath(location.pathname).locale);
  return [
    { title: `${t('waitingList.page.title')} | ${t('site.academy.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** After a refused button too: the entry's state may be what changed (an offer run out). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === 'POST' || defaultShouldRevalidate;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireSite(context, 'academy');
  const { locale } = parsePath(new URL(request.url).pathname);
  try {
    const { data: entry } = await getWaitingListEntry(serverApi(request, context), params.token, locale);
    // Read once here, so that the page and its hydration agree on an offer run out or a date begun.
    return { entry, shown: shownStateOf(entry, Date.now()) };
  } catch (error) {
    // An old link (a newer mail's token replaced it) says so, rather than the site's bare 404.
    if (error instanceof ApiError && error.status === 404) {
      return data({ entry: null, shown: null }, { status: 404, headers: ONE_TIME_LINK_HEADERS });
    }
    throw error;
  }
}

/** The page's buttons: accept the offer (then the cart, where the places are held), or leave the list. */
export async function action({ request, context, params }: Route.ActionArgs) {
  requireSite(context, 'academy');
  const url = new URL(request.url);
  const { locale } = parsePath(url.pathname);
  const form = await readForm(request);
  const intent = form.get('intent');
  const csrfToken = String(form.get('_token') ?? '');
  const submit = serverSubmit(request, context);
  if (intent !== 'accept' && intent !== 'leave') {
    return data(
      { ok: false, message: translator(locale)('account.form.failed') },
      { status: 400, headers: ONE_TIME_LINK_HEADERS },
    );
  }
  const response =
    intent === 'accept'
      ? await acceptWaitingListOffer(submit, locale, params.token, csrfToken)
      : await leaveWaitingList(submit, locale, params.token, csrfToken);
  if (response.ok) {
    // The places wait in the cart with their countdown; after leaving, the page says the entry has ended.
    throw redirect(intent === 'accept' ? localizePath('/cart', locale) : url.pathname, { headers: response.headers });
  }
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ONE_TIME_LINK_HEADERS)) headers.set(name, value);
  return data(
    { ok: false, message: formSubmission(response, locale).result.message },
    { status: response.status, headers },
  );
}

export default function WaitingListEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, shown } = loaderData;
  if (!entry || !shown) return <WaitingListNotFound />;
  return <WaitingListEntryPanel entry={entry} shown={shown} refusal={actionData?.message ?? null} />;
}
