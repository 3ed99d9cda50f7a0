// STUB: replaced by the reader-site and admin work.
export default function Category() {
  return <h1>Category</h1>;
}
