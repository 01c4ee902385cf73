/** A demo blog of one site: terms by key, posts referring to them. */
export interface DemoTerm {
  key: string;
  hu: [name: string, slug: string];
  en: [name: string, slug: string];
}

export interface DemoPostText {
  slug: string;
  title: string;
  lead: string;
  /** Paragraphs; a string starting with `<` is taken as HTML as it is. */
  body: string[];
}

export interface DemoPost {
  date: string;
  highlighted?: boolean;
  image: string;
  categories: string[];
  tags: string[];
  hu: DemoPostText;
  en: DemoPostText;
}

export interface DemoBlog {
  categories: DemoTerm[];
  tags: DemoTerm[];
  posts: DemoPost[];
}
