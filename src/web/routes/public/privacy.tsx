// STUB: replaced by the reader-site and admin work.
export default function Privacy() {
  return <h1>Privacy</h1>;
}
