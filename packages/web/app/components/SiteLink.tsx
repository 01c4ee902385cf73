import { localizePath } from '@vag/domain';
import type { ReactNode } from 'react';
import { useLocale } from '../lib/use-site';
import { Link } from './Link';

const isExternal = (url: string) => /^https?:\/\//.test(url);

/** A link from API data: canonical paths are localized, external URLs open as they are. */
export function SiteLink({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  const locale = useLocale();
  if (isExternal(url)) {
    return (
      <a href={url} className={className} rel="noopener">
        {children}
      </a>
    );
  }
  const [path = '/', search] = url.split('?');
  return (
    <Link to={`${localizePath(path, locale)}${search ? `?${search}` : ''}`} className={className}>
      {children}
    </Link>
  );
}
