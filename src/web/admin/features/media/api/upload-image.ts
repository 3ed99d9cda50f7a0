export type UploadOutcome =
  | { kind: "done"; filePath: string }
  | { kind: "unauthorized" }
  | { kind: "failed"; title: string; description: string };

import { ApiError } from "#web/ui/api.js";
import { bodyMessage, isUnauthorizedError } from "../../../api/errors.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

const FALLBACK = "Failed to upload file. Please try again.";

/**
 * POST /api/upload/image with XMLHttpRequest, which (unlike fetch, and so unlike `api`) reports upload
 * progress; a failed answer is read as the same ApiError.
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
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = new ApiError(xhr.status, xhr.responseText);
        if (isUnauthorizedError(error)) return resolve({ kind: "unauthorized" });
        const description = bodyMessage(error) ?? (xhr.statusText ? `Upload failed: ${xhr.statusText}` : FALLBACK);
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

/** One picture to upload, with what to tell of its progress. */
export interface UploadImage {
  file: File;
  onProgress: (percent: number) => void;
  keepCopyright?: boolean;
}

/**
 * The library, where the picture is now the newest, read again without waiting: the uploader goes on with
 * its path at once (the picker finds it on the first page, read fresh). Sent whatever the browser thinks of
 * its connection (`networkMode: "always"`): the request itself says when it cannot be sent.
 */
export function useUploadImage({ mutationConfig }: MutationHookOptions<UploadOutcome, UploadImage> = {}) {
  return useCallMutation(
    {
      mutationFn: ({ file, onProgress, keepCopyright }: UploadImage) =>
        uploadImage(file, onProgress, { keepCopyright }),
      refresh: (queryClient, outcome) => {
        if (outcome.kind === "done") void invalidate(queryClient, keys.media);
        return undefined;
      },
    },
    { networkMode: "always", ...mutationConfig },
  );
}
