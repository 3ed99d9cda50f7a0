import { useState } from "react";
import { MAX_IMAGE_BYTES } from "#shared/constants.js";
import { useToast } from "#web/ui/toaster.js";
import { useUploadImage } from "./api/upload-image.js";
import { useAdminSession } from "../../lib/session.js";

export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / 1024 / 1024;

/**
 * Uploading one picked or dropped image, shared by the article form's image fields, the media library and
 * its picker so that all three refuse the same files with the spec's texts. `upload` answers the stored
 * path, or null after it has said what went wrong (a lost session is left to the session provider).
 * `progress` is the percentage sent while an upload runs, else null.
 */
export function useImageUpload() {
  const toast = useToast();
  const { signalUnauthorized } = useAdminSession();
  const [progress, setProgress] = useState<number | null>(null);
  const sending = useUploadImage();

  async function upload(files: FileList | null, options: { keepCopyright?: boolean } = {}): Promise<string | null> {
    if (!files || files.length === 0) return null;
    if (files.length > 1) {
      toast({ title: "One file at a time", description: "Please choose a single image.", variant: "destructive" });
      return null;
    }
    const file = files[0]!;
    if (!file.type.startsWith("image/")) {
      toast({
        title: "Invalid file type",
        description: "Please upload an image file (PNG, JPG, GIF, etc.)",
        variant: "destructive",
      });
      return null;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      toast({
        title: "File too large",
        description: `File must be smaller than ${MAX_IMAGE_MB}MB`,
        variant: "destructive",
      });
      return null;
    }
    setProgress(0);
    const outcome = await sending.mutateAsync({ file, onProgress: setProgress, keepCopyright: options.keepCopyright });
    setProgress(null);
    if (outcome.kind === "unauthorized") {
      signalUnauthorized();
      return null;
    }
    if (outcome.kind === "failed") {
      toast({ title: outcome.title, description: outcome.description, variant: "destructive" });
      return null;
    }
    return outcome.filePath;
  }

  return { progress, uploading: progress !== null, upload };
}
