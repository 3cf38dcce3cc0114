// What a writer hands back: one whole file (the export route's inline path; the pool streams its own pieces).
export interface ExportFile {
  contentType: string;
  extension: string;
  body: Buffer;
}
