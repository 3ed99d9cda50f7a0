import { z } from "zod";

/** A stored upload: the path of the cleaned original (its renditions are named after it, image-renditions.ts). */
export const uploadedImageSchema = z.object({ filePath: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
