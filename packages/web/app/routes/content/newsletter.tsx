import { parsePath } from '@vag/domain';
import { useActionData } from 'react-router';
import { subscribeToNewsletter } from '../../api-client/content';
import { serverSubmit } from '../../api-client/submit.server';
import { NewsletterForm } from '../../components/content/NewsletterForm';
import { seoMeta } from '../../components/content/seo-meta';
import { translator } from '../../i18n';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm } from '../../lib/form-data.server';
import { useT } from '../../lib/use-site';
import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translator(parsePath(location.pathname).locale);
  return seoMeta({
    matches,
    location,
    title: t('content.newsletter.title'),
    description: t('content.newsletter.lead'),
  });
};

/** The newsletter forms post here; with JavaScript through a fetcher, without it as a page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = parsePath(new URL(request.url).pathname);
  const form = await readForm(request);
  const response = await subscribeToNewsletter(serverSubmit(request, context), locale, form);
  return formAnswer(formSubmission(response, locale), undefined, form);
}

export default function Newsletter() {
  const t = useT();
  const posted = useActionData<typeof action>();
  return (
    <div className="content-page newsletter-page">
      <header className="content-hero content-hero--plain">
        <div className="container container--narrow">
          <h1 className="content-hero__title">{t('content.newsletter.title')}</h1>
          <p className="content-hero__lead">{t('content.newsletter.lead')}</p>
        </div>
      </header>
      <div className="container container--narrow newsletter newsletter--page">
        <NewsletterForm posted={posted} />
      </div>
    </div>
  );
}
