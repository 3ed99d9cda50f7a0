import { E2E_ADMIN } from "./server.js";

/** A minimal API client that logs in as the seeded staff account and sends same-origin JSON. */
export async function staffClient(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(E2E_ADMIN),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, origin: baseUrl, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
  };
}
