// STUB: replaced by the reader-site and admin work.
export default function Contact() {
  return <h1>Contact</h1>;
}
