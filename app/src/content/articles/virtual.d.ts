/** The slugs of the articles, sorted (app/scripts/articles.mjs): the route table's only word of them. */
declare module 'virtual:lnf-article-slugs' {
  const slugs: readonly string[];
  export default slugs;
}
