// STUB: replaced by the reader-site and admin work.
export default function Comments() {
  return <h1>Comments</h1>;
}
