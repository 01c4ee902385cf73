import { localizePath, parsePath } from '@vag/domain';
import { useActionData } from 'react-router';
import { getNewsletterUnsubscription, unsubscribeFromNewsletter } from '../../api-client/content';
import { serverApi } from '../../api-client/server';
import { serverSubmit } from '../../api-client/submit.server';
import {
  NewsletterLinkForm,
  NewsletterLinkMessage,
  NewsletterLinkPage,
} from '../../components/content/NewsletterLinkPage';
import { Link } from '../../components/Link';
import { translator } from '../../i18n';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm } from '../../lib/form-data.server';
import { ONE_TIME_LINK_HEADERS } from '../../lib/one-time-link';
import { useLocale, useT } from '../../lib/use-site';
import type { Route } from './+types/newsletter-unsubscribe';

/*
 * The unsubscribe link of every newsletter mail: one click on the button, no login. Opening the
 * page changes nothing (a mail scanner's prefetch must not unsubscribe anyone); mail clients use
 * the List-Unsubscribe header's one-click POST to the API instead. Repeating it is harmless, and
 * opening the link again once it is done says "already unsubscribed" (issue 18).
 */

export const headers: Route.HeadersFunction = () => ONE_TIME_LINK_HEADERS;

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(parsePath(location.pathname).locale);
  return [{ title: t('content.newsletter.unsubscribe.title') }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const status = token ? await getNewsletterUnsubscription(serverApi(request, context), token) : null;
  return { token, status };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const { locale } = parsePath(url.pathname);
  const form = await readForm(request);
  const token = String(form.get('token') ?? '');
  const response = await unsubscribeFromNewsletter(serverSubmit(request, context), locale, token, form);
  return formAnswer(formSubmission(response, locale));
}

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const posted = useActionData<typeof action>();
  let body: React.ReactNode;
  if (posted?.ok) {
    body = <NewsletterLinkMessage ok>{posted.message}</NewsletterLinkMessage>;
  } else if (loaderData.status === 'unsubscribed' && !posted) {
    body = <NewsletterLinkMessage ok>{t('content.newsletter.unsubscribe.already')}</NewsletterLinkMessage>;
  } else if (loaderData.status === 'subscribed' && !posted) {
    body = (
      <NewsletterLinkForm
        token={loaderData.token}
        lead={t('content.newsletter.unsubscribe.lead')}
        button={t('content.newsletter.unsubscribe.button')}
      />
    );
  } else {
    body = (
      <>
        <NewsletterLinkMessage ok={false}>
          {posted?.message ?? t('content.newsletter.linkInvalid')}
        </NewsletterLinkMessage>
        <Link to={localizePath('/', locale)} className="button button--secondary">
          {t('error.backHome')}
        </Link>
      </>
    );
  }
  return <NewsletterLinkPage title={t('content.newsletter.unsubscribe.title')}>{body}</NewsletterLinkPage>;
}
