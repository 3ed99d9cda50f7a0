// STUB: replaced by the reader-site and admin work.
export default function Login() {
  return <h1>Login</h1>;
}
