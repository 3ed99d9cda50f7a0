// STUB: replaced by the reader-site and admin work.
export default function Search() {
  return <h1>Search</h1>;
}
