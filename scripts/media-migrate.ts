// `npm run media:migrate -- --to s3`: copies the uploads in UPLOAD_DIR (originals and their WebP
// renditions) into the S3 bucket configured by MEDIA_STORAGE=s3 and the S3_* settings, skipping objects
// already there with the same size. Safe to run again, and while the site runs.
import { runMediaMigrate } from "./media-migrate/run.js";

process.exitCode = await runMediaMigrate(process.argv.slice(2));
