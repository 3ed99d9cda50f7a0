// STUB: replaced by the reader-site and admin work.
export default function Categories() {
  return <h1>Categories</h1>;
}
