/** The staff screens' addresses that more than one screen links to. */

/** The articles screen with the editor open on one article. */
export const editArticlePath = (articleId: number) => `/admin/articles?edit=${articleId}`;
