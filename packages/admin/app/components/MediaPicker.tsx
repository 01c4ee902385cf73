import type { AdminMediaAsset, Locale } from '@vag/domain';
import { useCallback, useId, useState } from 'react';
import { translator } from '../i18n';
import { MediaLibraryDialog, thumbnailOf } from './MediaLibraryDialog';

/** What a picker shows of its image: enough to draw the thumbnail and say what it is. */
export interface PickedMedia {
  id: number;
  url: string;
  alt?: string;
}

/**
 * A form field holding one image of the media library: its thumbnail, a button opening the
 * library (where an image can also be uploaded) and one to clear it. The chosen image's id posts
 * as `name` (empty when none); `onPick` hears each choice (the rich-text editor inserts it).
 */
export function MediaPicker({
  name,
  label,
  locale,
  defaultValue,
  onPick,
  error,
  describedBy,
}: {
  name: string;
  label: string;
  locale: Locale;
  defaultValue?: PickedMedia | null;
  onPick?: (media: AdminMediaAsset) => void;
  error?: string;
  describedBy?: string;
}) {
  const t = translator(locale);
  const id = useId();
  const [chosen, setChosen] = useState<PickedMedia | null>(defaultValue ?? null);
  const [open, setOpen] = useState(false);
  const pick = useCallback(
    (media: AdminMediaAsset) => {
      setChosen({ id: media.id, url: media.url, alt: media.alt[locale] });
      setOpen(false);
      onPick?.(media);
    },
    [locale, onPick],
  );
  const described = [describedBy, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="field media-picker" aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend>{label}</legend>
      <input type="hidden" name={name} value={chosen?.id ?? ''} />
      <div className="media-picker-body">
        {chosen ? (
          <img className="media-thumb" src={thumbnailOf(chosen.url)} alt={chosen.alt ?? ''} width={160} height={120} />
        ) : (
          <p className="media-thumb empty muted">{t('media_none_chosen')}</p>
        )}
        <div className="button-row">
          <button type="button" className="button small" onClick={() => setOpen(true)} aria-haspopup="dialog">
            {chosen ? t('media_change') : t('media_pick')}
          </button>
          {chosen && (
            <button type="button" className="button small" onClick={() => setChosen(null)}>
              {t('media_remove')}
            </button>
          )}
        </div>
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <MediaLibraryDialog open={open} locale={locale} onPick={pick} onClose={() => setOpen(false)} />
    </fieldset>
  );
}
