/** What other features use of the categories: the list to choose one from, and its options in a select. */
export { categoriesQuery } from "./api/get-categories.js";
export { CategoryOptions } from "./category-options.js";
