import { useT } from '../../lib/use-site';
import { fillMessage } from '../catalogue/fill-message';
import { Gallery } from '../catalogue/Gallery';
import { TRAINING_IMAGE_HEIGHT, TRAINING_IMAGE_WIDTH } from '../catalogue/TrainingCard';

/** The training's pictures (a placeholder when it has none). */
export function TrainingGallery({ title, images }: { title: string; images: string[] }) {
  const t = useT();
  return (
    <Gallery
      block="training-gallery"
      pictures={images.length > 0 ? images : ['']}
      width={TRAINING_IMAGE_WIDTH}
      height={TRAINING_IMAGE_HEIGHT}
      sizes="(max-width: 980px) 100vw, 680px"
      thumbSizes="120px"
      label={t('academy.training.gallery')}
      altOf={(index) => fillMessage(t('academy.training.image'), { title, index: index + 1 })}
      thumbLabelOf={(index) => fillMessage(t('academy.training.showImage'), { index: index + 1 })}
    />
  );
}
