// STUB: replaced by the reader-site and admin work.
export default function Settings() {
  return <h1>Settings</h1>;
}
