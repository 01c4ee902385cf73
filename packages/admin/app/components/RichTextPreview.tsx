import type { Locale } from '@vag/domain';
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { translator } from '../i18n';
import previewStylesheet from '../styles/rich-text-preview.css?url';

/** The preview's own route (routes/media-preview.tsx): the API's sanitised HTML of a draft. */
export const RICH_TEXT_PREVIEW_PATH = '/media/preview';

export interface PreviewAnswer {
  ok: boolean;
  html?: string;
  message?: string;
}

/** The preview's page: the storefront's `.prose` rules around the sanitised HTML; `/img/…` resolves against this page. */
function previewDocument(html: string, contentLocale: Locale, origin: string): string {
  return `<!DOCTYPE html><html lang="${contentLocale}"><head><meta charset="utf-8"><link rel="stylesheet" href="${origin}${previewStylesheet}"></head><body><div class="prose">${html}</div></body></html>`;
}

/**
 * "Preview": the draft as the storefront will show it. The API sanitises it exactly as the
 * storefront does; the result is drawn in a sandboxed frame that runs no script and submits no
 * form, so even a draft that slipped past the sanitiser does nothing. It keeps this origin
 * (`allow-same-origin`, harmless without `allow-scripts`): an opaque one could not load the
 * stylesheet and `/img/` pictures, which the host serves to its own origin only (CORP).
 */
export function RichTextPreview({
  html,
  locale,
  contentLocale = locale,
}: {
  /** The draft's HTML, or a function reading it when the button is pressed. */
  html: string | (() => string);
  /** The back office's language (the button's and the frame's labels). */
  locale: Locale;
  /** The language the text is written in. */
  contentLocale?: Locale;
}) {
  const t = translator(locale);
  const id = useId();
  const fetcher = useFetcher<PreviewAnswer>();
  const [shown, setShown] = useState(false);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const show = () => {
    setShown(true);
    fetcher.submit(
      { html: typeof html === 'function' ? html() : html, locale: contentLocale },
      { method: 'post', action: RICH_TEXT_PREVIEW_PATH, encType: 'application/json' },
    );
  };
  return (
    <div className="rich-text-preview">
      <div className="button-row">
        <button type="button" className="button small" onClick={show} aria-controls={shown ? `${id}-frame` : undefined}>
          {t('rte_preview')}
        </button>
        {shown && (
          <button type="button" className="button small" onClick={() => setShown(false)}>
            {t('rte_preview_hide')}
          </button>
        )}
      </div>
      {shown && (
        <div aria-live="polite" aria-busy={fetcher.state !== 'idle'}>
          {answer?.ok && answer.html !== undefined ? (
            <iframe
              id={`${id}-frame`}
              className="rich-text-preview-frame"
              title={t('rte_preview_title')}
              sandbox="allow-same-origin"
              srcDoc={previewDocument(answer.html, contentLocale, window.location.origin)}
            />
          ) : answer ? (
            <p className="field-error">{answer.message ?? t('rte_preview_failed')}</p>
          ) : (
            <p className="muted">{t('media_loading')}</p>
          )}
        </div>
      )}
    </div>
  );
}
