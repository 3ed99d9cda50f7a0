/**
 * The browser's API client (SPEC 7): credentials included, JSON bodies, and any non-successful answer
 * raises an Error whose message is "<status>: <body text or status text>".
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}
