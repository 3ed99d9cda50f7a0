// STUB: replaced by the reader-site and admin work.
export default function AllArticles() {
  return <h1>AllArticles</h1>;
}
