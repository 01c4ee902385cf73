import { parsePath } from '@vag/domain';
import { data, useActionData } from 'react-router';
import { recommendTraining } from '../../api-client/content';
import { serverSubmit } from '../../api-client/submit.server';
import { TEST_CAPTCHA_TOKEN } from '../../components/content/captcha';
import { RecommendTrainingForm } from '../../components/content/RecommendTrainingForm';
import { seoMeta } from '../../components/content/seo-meta';
import { translator } from '../../i18n';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm } from '../../lib/form-data.server';
import { useT } from '../../lib/use-site';
import type { Route } from './+types/recommend-training';

/** The academy's training recommendation (spec §2); the shop has none. */
export function loader({ context }: Route.LoaderArgs) {
  if (context.site.key !== 'academy') throw data(null, { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translator(parsePath(location.pathname).locale);
  return seoMeta({ matches, location, title: t('content.recommend.title'), description: t('content.recommend.lead') });
};

export async function action({ request, context }: Route.ActionArgs) {
  if (context.site.key !== 'academy') throw data(null, { status: 404 });
  const { locale } = parsePath(new URL(request.url).pathname);
  const form = await readForm(request);
  // Without JavaScript no captcha could run: the test verifier accepts this token, reCAPTCHA does not.
  if (!form.get('captcha_token')) form.set('captcha_token', TEST_CAPTCHA_TOKEN);
  const response = await recommendTraining(serverSubmit(request, context), locale, form);
  return formAnswer(formSubmission(response, locale), undefined, form);
}

export default function RecommendTraining() {
  const t = useT();
  const posted = useActionData<typeof action>();
  return (
    <div className="content-page">
      <header className="content-hero content-hero--plain">
        <div className="container container--narrow">
          <h1 className="content-hero__title">{t('content.recommend.title')}</h1>
          <p className="content-hero__lead">{t('content.recommend.lead')}</p>
        </div>
      </header>
      <div className="container container--narrow recommend recommend--page">
        <RecommendTrainingForm posted={posted} />
      </div>
    </div>
  );
}
