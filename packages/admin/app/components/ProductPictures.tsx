import type { AdminMediaAsset, AdminProductPicture, Locale } from '@vag/domain';
import { useState } from 'react';
import { translator } from '../i18n';
import { MediaLibraryDialog, thumbnailOf } from './MediaLibraryDialog';

/** A picture of the editor: a kept one (`p:<id>`) or one just picked from the library (`m:<media id>`). */
interface Item {
  key: string;
  url: string;
}

const itemsOf = (pictures: AdminProductPicture[]): Item[] =>
  pictures.map((picture) => ({ key: `p:${picture.id}`, url: picture.url }));

/**
 * The product's pictures: added from the media library, removed, moved up and down with buttons
 * (keyboard and screen readers alike), one of them the main image. Each posts in its order as
 * `picture`, the main one's position as `main_picture`.
 */
export function ProductPictures({
  pictures,
  locale,
  error,
}: {
  pictures: AdminProductPicture[];
  locale: Locale;
  error?: string;
}) {
  const t = translator(locale);
  const [items, setItems] = useState<Item[]>(() => itemsOf(pictures));
  const [main, setMain] = useState(() =>
    Math.max(
      0,
      pictures.findIndex((picture) => picture.is_default),
    ),
  );
  const [announcement, setAnnouncement] = useState('');
  const [picking, setPicking] = useState(false);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    setItems(next);
    // The main picture stays the same picture wherever it moves.
    if (main === from) setMain(to);
    else if (main === to) setMain(from);
    setAnnouncement(t('product_pictureN', { n: to + 1 }));
  };
  const remove = (index: number) => {
    setItems(items.filter((_, at) => at !== index));
    if (main === index) setMain(0);
    else if (main > index) setMain(main - 1);
  };

  const add = (media: AdminMediaAsset) => {
    setPicking(false);
    if (items.some((item) => item.key === `m:${media.id}`)) return;
    setItems([...items, { key: `m:${media.id}`, url: media.url }]);
    setAnnouncement(t('product_pictureN', { n: items.length + 1 }));
  };

  return (
    <div className="product-pictures" id="pictures" tabIndex={-1}>
      <p className="hint" id="pictures-hint">
        {t('product_picturesHint')}
      </p>
      {items.length === 0 ? (
        <p className="muted">{t('product_picturesEmpty')}</p>
      ) : (
        <ol className="product-picture-list" aria-describedby="pictures-hint">
          {items.map((item, index) => {
            const n = index + 1;
            return (
              <li key={item.key} className="product-picture">
                <input type="hidden" name="picture" value={item.key} />
                <img src={thumbnailOf(item.url)} alt={t('product_pictureN', { n })} width={120} height={90} />
                <label className="check">
                  <input
                    type="radio"
                    name="main_picture"
                    value={index}
                    checked={main === index}
                    onChange={() => setMain(index)}
                    aria-label={t('product_pictureMainOf', { n })}
                  />
                  <span aria-hidden="true">{t('product_pictureMain')}</span>
                </label>
                <div className="button-row">
                  <button
                    type="button"
                    className="button small"
                    onClick={() => move(index, index - 1)}
                    disabled={index === 0}
                    aria-label={t('product_pictureUpOf', { n })}
                  >
                    {t('product_pictureUp')}
                  </button>
                  <button
                    type="button"
                    className="button small"
                    onClick={() => move(index, index + 1)}
                    disabled={index === items.length - 1}
                    aria-label={t('product_pictureDownOf', { n })}
                  >
                    {t('product_pictureDown')}
                  </button>
                  <button
                    type="button"
                    className="button small"
                    onClick={() => remove(index)}
                    aria-label={t('product_pictureRemoveOf', { n })}
                  >
                    {t('product_pictureRemove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {error && (
        <p className="field-error" id="pictures-error">
          {error}
        </p>
      )}
      <button type="button" className="button small" onClick={() => setPicking(true)} aria-haspopup="dialog">
        {t('product_pictureAdd')}
      </button>
      <MediaLibraryDialog open={picking} locale={locale} onPick={add} onClose={() => setPicking(false)} />
    </div>
  );
}
