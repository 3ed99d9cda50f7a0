/** What other features use of the media library: its picture field, picker and thumbnails. */
export { ImageUpload } from "./image-upload.js";
export { MediaPickerDialog } from "./media-picker-dialog.js";
export { MediaThumbnail } from "./media-thumbnail.js";
