import { useT } from '../../lib/use-site';
import { fillMessage } from './fill-message';
import { Gallery } from './Gallery';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './ProductCard';

/** The product's pictures, the default one first; each described by its media library alt text, else by the product's name. */
export function ProductGallery({ name, pictures, alts = [] }: { name: string; pictures: string[]; alts?: string[] }) {
  const t = useT();
  return (
    <Gallery
      block="gallery"
      pictures={pictures}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      sizes="(max-width: 980px) 100vw, 560px"
      thumbSizes="96px"
      label={t('catalogue.product.gallery')}
      altOf={(index) => alts[index] || name}
      thumbLabelOf={(index) => fillMessage(t('catalogue.product.showImage'), { n: index + 1 })}
    />
  );
}
