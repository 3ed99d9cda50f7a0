/** What other features use of the categories: the list to choose one from. */
export { categoriesQuery } from "./api.js";
