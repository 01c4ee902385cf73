import { type BlogPost, formatDateTime } from '@vag/domain';
import { ResponsiveImage } from '../catalogue/ResponsiveImage';
import { Link } from '../Link';

/** A publication date is a day: the spec's `yyyy.MM.dd.` without the time. */
export function formatPublicationDate(value: string): string {
  return formatDateTime(value).slice(0, 'yyyy.MM.dd.'.length);
}

/** What a post card renders: loaders send this, not the post's HTML, SEO, tags and alternates. */
export type PostCardData = Pick<BlogPost, 'id' | 'url' | 'image' | 'title' | 'lead' | 'publication_date'> & {
  categories: Pick<BlogPost['categories'][number], 'id' | 'name'>[];
};

/** A post as its card needs it: of the categories, only the first (the one the card names). */
export function toPostCard(post: BlogPost): PostCardData {
  return {
    id: post.id,
    url: post.url,
    image: post.image,
    title: post.title,
    lead: post.lead,
    publication_date: post.publication_date,
    categories: post.categories.slice(0, 1).map(({ id, name }) => ({ id, name })),
  };
}

interface Props {
  post: PostCardData;
  headingLevel?: 2 | 3;
  /** The first card of a list is the page's largest image. */
  priority?: boolean;
  sizes?: string;
}

export function PostCard({ post, headingLevel = 2, priority = false, sizes }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="post-card">
      <Link to={post.url} className="post-card__media" tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          src={post.image}
          alt=""
          width={1200}
          height={800}
          sizes={sizes ?? '(max-width: 979px) 100vw, 420px'}
          priority={priority}
        />
      </Link>
      <div className="post-card__body">
        {post.categories[0] && <p className="eyebrow post-card__category">{post.categories[0].name}</p>}
        <Heading className="post-card__title">
          <Link to={post.url}>{post.title}</Link>
        </Heading>
        <p className="post-card__lead">{post.lead}</p>
        <time className="post-card__date muted" dateTime={post.publication_date}>
          {formatPublicationDate(post.publication_date)}
        </time>
      </div>
    </article>
  );
}
