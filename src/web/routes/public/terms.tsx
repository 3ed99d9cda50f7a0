// STUB: replaced by the reader-site and admin work.
export default function Terms() {
  return <h1>Terms</h1>;
}
