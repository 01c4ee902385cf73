import { localizePath, parsePath } from '@vag/domain';
import { useActionData } from 'react-router';
import { confirmNewsletter, getNewsletterConfirmation } from '../../api-client/content';
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
import type { Route } from './+types/newsletter-confirm';

/*
 * Double opt-in (issue 17): the link of the confirmation mail opens this page. Opening it only
 * reads the link's state, so a mail scanner's prefetch or a second render spends nothing; the
 * visitor's click on the button (a POST) confirms. A token in the URL: never stored, never sent on.
 */

export const headers: Route.HeadersFunction = () => ONE_TIME_LINK_HEADERS;

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(parsePath(location.pathname).locale);
  return [{ title: t('content.newsletter.confirm.title') }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const status = token ? await getNewsletterConfirmation(serverApi(request, context), token) : null;
  return { token, status };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = parsePath(new URL(request.url).pathname);
  const form = await readForm(request);
  const response = await confirmNewsletter(serverSubmit(request, context), locale, form);
  return formAnswer(formSubmission(response, locale));
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const posted = useActionData<typeof action>();
  const { token, status } = loaderData;
  let body: React.ReactNode;
  if (posted) {
    body = <NewsletterLinkMessage ok={posted.ok}>{posted.message}</NewsletterLinkMessage>;
  } else if (status === 'confirmed') {
    body = <NewsletterLinkMessage ok>{t('content.newsletter.confirm.already')}</NewsletterLinkMessage>;
  } else if (status === 'pending') {
    body = (
      <NewsletterLinkForm
        token={token}
        lead={t('content.newsletter.confirm.lead')}
        button={t('content.newsletter.confirm.button')}
      />
    );
  } else {
    body = (
      <>
        <NewsletterLinkMessage ok={false}>{t('content.newsletter.linkInvalid')}</NewsletterLinkMessage>
        <Link to={localizePath('/newsletter', locale)} className="button button--secondary">
          {t('content.newsletter.again')}
        </Link>
      </>
    );
  }
  return <NewsletterLinkPage title={t('content.newsletter.confirm.title')}>{body}</NewsletterLinkPage>;
}
