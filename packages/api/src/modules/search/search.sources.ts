import { blogPostSearchSource } from '../blog/blog-editor.service';
import { customPageSearchSource } from '../custom-pages/custom-pages.service';
import { productSearchSource } from '../products/products.service';
import { trainingSearchSource } from '../trainings/trainings.service';
import type { SearchSources } from './search.types';

/** Every source of search documents, by type. */
export const searchSources: SearchSources = {
  BlogPost: blogPostSearchSource,
  CustomPage: customPageSearchSource,
  Product: productSearchSource,
  Training: trainingSearchSource,
};
