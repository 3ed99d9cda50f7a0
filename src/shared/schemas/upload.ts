import { z } from "zod";

/**
 * A stored upload: the path of the cleaned original (its renditions are named after it, image-renditions.ts),
 * its media library id, and the original's upright width and height (pixels) and size (bytes).
 */
export const uploadedImageSchema = z.object({
  filePath: z.string(),
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  /** The name the file was uploaded with, cleaned (no path, no control characters, at most 200 characters). */
  originalName: z.string().nullable(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
