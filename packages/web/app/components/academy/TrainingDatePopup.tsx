import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useToast } from '../../lib/toast';
import { useT } from '../../lib/use-site';
import { Dialog } from '../cart/Dialog';
import { ResponsiveImage } from '../catalogue/ResponsiveImage';
import { TRAINING_IMAGE_HEIGHT, TRAINING_IMAGE_WIDTH } from '../catalogue/TrainingCard';
import type { SelectorTraining } from './training-selector';

// The selector is needed once the popup opens: list pages load it then (or on the pointer's approach), not up front.
const loadSelector = () => import('./TrainingSelector');
const TrainingSelector = lazy(() => loadSelector().then((module) => ({ default: module.TrainingSelector })));

/**
 * Enrolling from a list card, where no date is chosen yet: the training date selector popup of
 * spec §2 (the training with its first image and the selector). A success closes it (spec §4).
 * Needs the training with its `trainingDates`; without JavaScript the card's link to the
 * training page is the way to enrol.
 */
export function TrainingDatePopup({ training, label }: { training: SelectorTraining; label?: string }) {
  const t = useT();
  const toast = useToast();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const added = useCallback(() => {
    setOpen(false);
    toast(t('commerce.popup.addedTitle'), 'success');
  }, [toast, t]);
  return (
    <>
      <button
        type="button"
        className="button button--primary date-popup__open"
        onPointerEnter={loadSelector}
        onFocus={loadSelector}
        onClick={() => setOpen(true)}
      >
        {label ?? t('academy.popup.open')}
      </button>
      {open && (
        <Dialog open={open} onClose={close} labelledBy={titleId} className="date-popup">
          <div className="date-popup__inner">
            <h2 id={titleId} className="date-popup__title">
              {training.title}
            </h2>
            <ResponsiveImage
              src={training.images?.[0]?.url_path}
              alt=""
              width={TRAINING_IMAGE_WIDTH}
              height={TRAINING_IMAGE_HEIGHT}
              sizes="400px"
              className="date-popup__image"
            />
            <p className="visually-hidden">{t('academy.popup.title')}</p>
            <Suspense fallback={<p className="muted">{t('status.loading')}</p>}>
              <TrainingSelector training={training} onAdded={added} />
            </Suspense>
            <button
              type="button"
              className="icon-button date-popup__close"
              onClick={close}
              aria-label={t('academy.popup.close')}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
