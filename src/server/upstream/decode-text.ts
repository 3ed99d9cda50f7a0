/**
 * Decodes a fetched body with the charset its Content-Type names, else the one the document declares
 * itself (`declared` finds it in the first `headBytes`), else UTF-8. An unknown label means UTF-8.
 */
export function decodeText(body: Buffer, contentType: string | undefined, declared: RegExp, headBytes: number): string {
  const head = body.subarray(0, headBytes).toString("latin1");
  const label = /charset=["']?([\w-]+)/i.exec(contentType ?? "")?.[1] ?? declared.exec(head)?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label ?? "utf-8");
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(body).replace(/^\uFEFF/, "");
}
