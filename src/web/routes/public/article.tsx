// STUB: replaced by the reader-site and admin work.
export default function Article() {
  return <h1>Article</h1>;
}
