import net from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 request written byte for byte, with the request target exactly as given: fetch and
 * app.inject() would normalise `/a/../b`, `http://x/…` or `*` before sending. A header given a list is
 * sent once per value (two Host headers, say). The connection closes after.
 */
export function rawRequest(
  origin: string,
  method: string,
  target: string,
  options: { headers?: Record<string, string | string[]>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  const body = options.body ?? "";
  const headers: Record<string, string | string[]> = {
    host: `${hostname}:${port}`,
    connection: "close",
    ...(body ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) } : {}),
    ...options.headers,
  };
  const head = [
    `${method} ${target} HTTP/1.1`,
    ...Object.entries(headers).flatMap(([k, v]) => [v].flat().map((value) => `${k}: ${value}`)),
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = text.slice(0, split === -1 ? undefined : split).split("\r\n");
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      let rest = split === -1 ? "" : text.slice(split + 4);
      if (/chunked/i.test(parsed["transfer-encoding"] ?? "")) rest = unchunk(rest);
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers: parsed, body: rest });
    });
    socket.write(`${head.join("\r\n")}\r\n\r\n${body}`);
  });
}

function unchunk(text: string): string {
  let out = "";
  let at = 0;
  while (at < text.length) {
    const lineEnd = text.indexOf("\r\n", at);
    const size = Number.parseInt(text.slice(at, lineEnd), 16);
    if (!size) break;
    out += text.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
  return out;
}
