import type { CustomPage } from '@vag/domain';
import type { ReactNode } from 'react';

/** A CMS page: title and sanitised HTML, in the editorial column; `children` follow the text. */
export function CustomPageView({
  page,
  eyebrow,
  children,
}: {
  page: CustomPage;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <article className="content-page custom-page">
      <header className="content-hero content-hero--plain">
        <div className="container container--narrow">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="content-hero__title">{page.title}</h1>
        </div>
      </header>
      <div className="container container--narrow">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises CMS HTML on write and on read (DESIGN §3). */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.content_html }} />
      </div>
      {children}
    </article>
  );
}
