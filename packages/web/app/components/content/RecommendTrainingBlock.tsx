import { parsePath } from '@vag/domain';
import { useLocation } from 'react-router';
import { useT } from '../../lib/use-site';
import { RecommendTrainingForm } from './RecommendTrainingForm';

/** The academy footer's recommendation band; its own page shows the form instead. */
export function RecommendTrainingBlock() {
  const t = useT();
  const { pathname } = useLocation();
  if (parsePath(pathname).canonical === '/recommend-training') return null;
  return (
    <section className="container recommend" aria-labelledby="recommend-title">
      <div className="recommend__intro">
        <h2 id="recommend-title" className="recommend__title">
          {t('content.recommend.title')}
        </h2>
        <p className="muted">{t('content.recommend.lead')}</p>
      </div>
      <RecommendTrainingForm />
    </section>
  );
}
