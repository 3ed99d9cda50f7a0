// STUB: replaced by the reader-site and admin work.
export default function NotFound() {
  return <h1>NotFound</h1>;
}
