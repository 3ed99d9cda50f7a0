// STUB: replaced by the reader-site and admin work.
export default function About() {
  return <h1>About</h1>;
}
