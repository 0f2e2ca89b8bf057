-- Uploaded images for the whole deployment (docs/decisions/037-image-storage.md): the WebP bytes
-- live here, written in the transaction that records the image, so every server process can
-- serve every image; DATA_DIR/uploads is each process's local copy, filled on first request.
CREATE TABLE image_blob (
  name       text PRIMARY KEY,          -- the file name in /uploads/<name>
  bytes      bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- WebP is compressed already: TOAST stores it out of line without trying to compress it again.
ALTER TABLE image_blob ALTER COLUMN bytes SET STORAGE EXTERNAL;
