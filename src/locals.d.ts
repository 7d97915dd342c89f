declare namespace App {
  interface Locals {
    /**
     * Set only by the studio's preview renderer (src/preview/, docs/studio.md "Preview"): the page
     * is a preview of drafts, drawn from this catalogue, for staff only.
     */
    preview?: import('#lib/studio/preview.ts').PreviewLocals;
  }
}
