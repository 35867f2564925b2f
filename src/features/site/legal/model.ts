import type { LegalDocument } from '../../../content/legal';

export interface TocEntry {
  id: string;
  label: string;
}

/** The table of contents of a legal document, in order. */
export function tableOfContents(document: LegalDocument): TocEntry[] {
  return document.sections.map((section) => ({ id: section.id, label: section.heading }));
}
