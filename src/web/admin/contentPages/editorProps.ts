// What each document's editor gets: the draft, a way to change it, and a way to ask before removing an entry.
import type { ContentDocuments, ContentKey } from '../../../engine/content-pages/contentDocuments';

export interface EditorProps<K extends ContentKey> {
  draft: ContentDocuments[K];
  onChange: (draft: ContentDocuments[K]) => void;
  /** Asks for confirmation, then runs `remove`. */
  confirmRemove: (name: string, remove: () => void) => void;
}
