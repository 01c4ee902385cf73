import { type AdminMediaAsset, IMAGE_WIDTHS, type ListMeta, type Locale, MEDIA_MAX_BYTES } from '@vag/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { translator } from '../i18n';

/** The picker's own routes (routes/media-picker.tsx): the library as JSON, and an upload. */
export const MEDIA_PICKER_PATH = '/media/picker';

export interface MediaPickerList {
  data: AdminMediaAsset[];
  meta: ListMeta;
}

export interface MediaUploadAnswer {
  ok: boolean;
  message?: string;
  errors?: Record<string, string[]>;
  media?: AdminMediaAsset;
}

/** The widest an upload is stored (the spec's largest width). */
const STORED_MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;

/** A thumbnail of a library image at the smallest spec width. */
export const thumbnailOf = (url: string) => `${url}?w=320`;

/**
 * The media library in a modal dialog: search, pages, an upload, and one button per image that
 * picks it. Native `<dialog>`: `showModal` makes the rest of the page inert (focus stays inside)
 * and Escape closes it; focus goes back to whatever opened it. It sits inside the editors' forms,
 * so it has no form of its own and its fields have no names: nothing of it is posted with them.
 */
export function MediaLibraryDialog({
  open,
  locale,
  onPick,
  onClose,
  returnFocus,
}: {
  open: boolean;
  locale: Locale;
  onPick: (media: AdminMediaAsset) => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes; by default back to what opened it. */
  returnFocus?: () => void;
}) {
  const t = translator(locale);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const list = useFetcher<MediaPickerList>();
  const upload = useFetcher<MediaUploadAnswer>();
  const [query, setQuery] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const altHu = useRef<HTMLInputElement>(null);
  const altEn = useRef<HTMLInputElement>(null);
  const picked = useRef<number | undefined>(undefined);

  const load = (q: string, page = 1) =>
    list.load(`${MEDIA_PICKER_PATH}?${new URLSearchParams({ q, page: String(page) })}`);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opening (not each render) loads the first page.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement as HTMLElement | null;
      element.showModal();
      load(query);
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // An upload made here is picked at once: that is why it was uploaded.
  useEffect(() => {
    const media = upload.data?.media;
    if (upload.state === 'idle' && upload.data?.ok && media && picked.current !== media.id) {
      picked.current = media.id;
      if (fileInput.current) fileInput.current.value = '';
      onPick(media);
    }
  }, [upload.state, upload.data, onPick]);

  const sendUpload = () => {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      fileInput.current?.focus();
      return;
    }
    const form = new FormData();
    form.set('file', file);
    form.set('alt_hu', altHu.current?.value ?? '');
    form.set('alt_en', altEn.current?.value ?? '');
    picked.current = undefined;
    upload.submit(form, { method: 'post', action: MEDIA_PICKER_PATH, encType: 'multipart/form-data' });
  };

  const meta = list.data?.meta;
  const items = list.data?.data ?? [];
  const uploadError = upload.state === 'idle' && upload.data && !upload.data.ok ? upload.data : undefined;
  const fileError =
    uploadError?.errors?.file?.[0] ?? (uploadError && !uploadError.errors ? uploadError.message : undefined);
  return (
    <dialog
      ref={dialog}
      className="media-dialog"
      aria-labelledby={`${id}-title`}
      onClose={() => {
        onClose();
        if (returnFocus) returnFocus();
        else opener.current?.focus();
      }}
    >
      <div className="media-dialog-head">
        <h2 id={`${id}-title`}>{t('media_dialog_title')}</h2>
        <button type="button" className="button small" onClick={() => dialog.current?.close()}>
          {t('media_close')}
        </button>
      </div>
      <search className="media-dialog-search">
        <label htmlFor={`${id}-q`}>{t('media_search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter would submit the editor's form around the dialog.
            if (event.key === 'Enter') {
              event.preventDefault();
              load(query);
            }
          }}
        />
        <button type="button" className="button small" onClick={() => load(query)}>
          {t('media_search_submit')}
        </button>
      </search>
      <div aria-live="polite" aria-busy={list.state === 'loading'}>
        {list.state === 'loading' && !list.data && <p className="muted">{t('media_loading')}</p>}
        {list.data && items.length === 0 && <p className="muted">{query ? t('media_none_found') : t('media_empty')}</p>}
        {items.length > 0 && (
          <ul className="media-choices">
            {items.map((media) => (
              <li key={media.id}>
                <button
                  type="button"
                  className="media-choice"
                  onClick={() => onPick(media)}
                  aria-label={t('media_choose_of', { name: media.alt[locale] || media.original_name })}
                >
                  <img src={thumbnailOf(media.url)} alt="" width={160} height={120} loading="lazy" />
                  <span>{media.original_name}</span>
                  {!media.alt.hu || !media.alt.en ? <span className="badge warn">{t('media_alt_missing')}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {meta && meta.last_page > 1 && (
        <div className="pager">
          <p className="muted">{t('media_page_of', { page: meta.current_page, pages: meta.last_page })}</p>
          <div className="pager-links">
            <button
              type="button"
              className="button small"
              disabled={meta.current_page <= 1}
              onClick={() => load(query, meta.current_page - 1)}
            >
              {t('media_previous')}
            </button>
            <button
              type="button"
              className="button small"
              disabled={meta.current_page >= meta.last_page}
              onClick={() => load(query, meta.current_page + 1)}
            >
              {t('media_next')}
            </button>
          </div>
        </div>
      )}
      <fieldset className="media-dialog-upload">
        <legend>{t('media_upload')}</legend>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('media_upload_file')}</label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ''}`}
            aria-invalid={fileError ? true : undefined}
          />
          <p className="hint" id={`${id}-file-hint`}>
            {t('media_upload_hint', {
              mb: MEDIA_MAX_BYTES / 1024 / 1024,
              width: STORED_MAX_WIDTH,
            })}
          </p>
          {fileError && (
            <p className="field-error" id={`${id}-file-error`}>
              {fileError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-alt-hu`}>{t('media_alt_hu')}</label>
          <input ref={altHu} id={`${id}-alt-hu`} maxLength={300} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-alt-en`}>{t('media_alt_en')}</label>
          <input ref={altEn} id={`${id}-alt-en`} maxLength={300} lang="en" />
        </div>
        <div>
          <button
            type="button"
            className="button"
            onClick={sendUpload}
            disabled={upload.state !== 'idle'}
            aria-busy={upload.state !== 'idle'}
          >
            {t('media_upload_submit')}
          </button>
        </div>
      </fieldset>
    </dialog>
  );
}
