import { useEffect, useState } from 'react';
import { useT } from '../lib/use-site';

/**
 * Copies `value` to the clipboard. Shown only once the page runs JavaScript and the browser
 * offers the clipboard, so a page without them shows the value alone (it can still be selected).
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT();
  const [available, setAvailable] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setAvailable(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), []);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);
  if (!available) return null;
  return (
    <>
      <button
        type="button"
        className="copy-button"
        aria-label={`${t('transfer.copy')}: ${label}`}
        onClick={() => void navigator.clipboard.writeText(value).then(() => setCopied(true))}
      >
        {copied ? t('transfer.copied') : t('transfer.copy')}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? t('transfer.copied') : ''}
      </span>
    </>
  );
}
