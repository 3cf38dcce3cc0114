// Shapes of the terms-of-use answers (src/server/contracts) both sides know: the version in force and a
// signed-in member's standing towards it.

export interface CurrentTerms {
  id: number;
  label: string;
  /** Safe HTML (announcements' subset), in each language. */
  bodyTr: string;
  bodyEn: string;
  /** Istanbul time, `2026-01-01T00:00:00+03:00`. */
  effectiveAt: string;
}

export interface MyTermsStanding {
  current: { id: number; label: string; effectiveAt: string } | null;
  /** The newest version this member accepted, if any. */
  accepted: { id: number; label: string; acceptedAt: string } | null;
  /** True when there is a version in force the member has not accepted. */
  mustAccept: boolean;
}
