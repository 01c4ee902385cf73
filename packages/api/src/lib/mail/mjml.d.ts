/* The part of MJML 5's API that compile-layout.ts uses (the package ships no types). */
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    minify?: boolean;
    keepComments?: boolean;
  }
  /** MJML 5 renders asynchronously. */
  export default function mjml2html(
    input: string,
    options?: MjmlOptions,
  ): Promise<{ html: string; errors: MjmlError[] }>;
}
