export type UploadOutcome =
  | { kind: "done"; filePath: string }
  | { kind: "unauthorized" }
  | { kind: "failed"; title: string; description: string };

const FALLBACK = "Failed to upload file. Please try again.";

function messageOf(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    return typeof parsed.message === "string" && parsed.message ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/upload/image with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Failures carry the spec's texts: the server's message, else 'Upload failed: {status text}', else the fallback.
 * The server removes the picture's metadata; `keepCopyright` asks it to keep the EXIF Copyright and Artist.
 */
export function uploadImage(
  file: File,
  onProgress: (percent: number) => void,
  options: { keepCopyright?: boolean } = {},
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload/image");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => resolve({ kind: "failed", title: "Upload failed", description: FALLBACK });
    xhr.onabort = xhr.onerror;
    xhr.onload = () => {
      if (xhr.status === 401 && /Unauthorized/.test(xhr.responseText)) return resolve({ kind: "unauthorized" });
      if (xhr.status < 200 || xhr.status >= 300) {
        const description =
          messageOf(xhr.responseText) ?? (xhr.statusText ? `Upload failed: ${xhr.statusText}` : FALLBACK);
        return resolve({ kind: "failed", title: "Upload failed", description });
      }
      let filePath: unknown;
      try {
        filePath = (JSON.parse(xhr.responseText) as { filePath?: unknown }).filePath;
      } catch {
        filePath = undefined;
      }
      if (typeof filePath !== "string" || !filePath) {
        return resolve({
          kind: "failed",
          title: "Upload completion failed",
          description: "Image uploaded but couldn't be set to article",
        });
      }
      resolve({ kind: "done", filePath });
    };
    const form = new FormData();
    if (options.keepCopyright) form.append("keepCopyright", "true");
    form.append("file", file);
    xhr.send(form);
  });
}
