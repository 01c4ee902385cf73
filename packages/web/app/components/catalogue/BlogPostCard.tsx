import { type BlogPost, formatDateTime } from '@vag/domain';
import { Link } from '../Link';
import { ResponsiveImage } from './ResponsiveImage';

/** Blog pictures are 16:10 scenes. */
const BLOG_IMAGE_WIDTH = 1600;
const BLOG_IMAGE_HEIGHT = 1000;

/** What a blog post teaser renders: loaders send this, not the post's HTML, SEO and terms. */
export type BlogPostCardData = Pick<BlogPost, 'id' | 'publication_date' | 'title' | 'lead' | 'image' | 'url'>;

export function toBlogPostCard(post: BlogPost): BlogPostCardData {
  return {
    id: post.id,
    publication_date: post.publication_date,
    title: post.title,
    lead: post.lead,
    image: post.image,
    url: post.url,
  };
}

/** A blog post teaser: picture, date, title and lead; `url` is already localized by the API. */
export function BlogPostCard({ post, headingLevel = 3 }: { post: BlogPostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="training-card blog-card">
      <div className="training-card__media">
        <ResponsiveImage
          src={post.image}
          alt=""
          width={BLOG_IMAGE_WIDTH}
          height={BLOG_IMAGE_HEIGHT}
          sizes="(max-width: 640px) 100vw, (max-width: 980px) 50vw, 400px"
          className="training-card__image"
        />
      </div>
      <div className="training-card__body">
        <p className="blog-card__date">
          <time dateTime={post.publication_date}>{formatDateTime(post.publication_date).slice(0, 11)}</time>
        </p>
        <Heading className="training-card__title">
          <Link to={post.url} className="product-card__link" prefetch="intent">
            {post.title}
          </Link>
        </Heading>
        <p className="blog-card__lead">{post.lead}</p>
      </div>
    </article>
  );
}
