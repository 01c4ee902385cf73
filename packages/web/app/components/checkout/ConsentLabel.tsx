import { Fragment, type ReactNode } from 'react';
import { useT } from '../../lib/use-site';

/**
 * A legal page (terms, privacy notice) linked from a consent checkbox's label. It opens in a new
 * tab, so the form keeps what the shopper has filled in; the link's name says so. Without the
 * page (the operator removed it) the words stay plain text.
 */
export function LegalPageLink({ href, children }: { href: string | null; children: string }) {
  const t = useT();
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('commerce.legal.newTab')}</span>
    </a>
  );
}

/** A translated sentence with its `{name}` placeholders replaced by nodes (the links above). */
export function ConsentLabel({ template, parts }: { template: string; parts: Record<string, ReactNode> }) {
  const pieces = template.split(/(\{\w+\})/).filter(Boolean);
  return (
    <>
      {pieces.map((piece, position) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        // The template never reorders: a piece's position is a stable key.
        const key = `${position}:${piece}`;
        return <Fragment key={key}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
      })}
    </>
  );
}
