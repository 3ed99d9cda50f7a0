// STUB: replaced by the reader-site and admin work.
export default function Articles() {
  return <h1>Articles</h1>;
}
