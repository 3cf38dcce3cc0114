// The shapes of the app API's answers that both sides know: the server builds them, the browser reads them.
// (The operator-contract answers are described by the descriptors and the catalogue, not here.)

/** GET /app-api/user-info: `name` null means anonymous. */
export interface UserInfo {
  name: string | null;
  surname: string | null;
  role: 'visitor' | 'member' | 'admin';
  adminSession: boolean;
  publicData: boolean;
  /** What the app's sign-out form posts back. */
  csrfToken: string;
}

/** An item of GET /app-api/announcements; times as `YYYY-MM-DDTHH:mm:ss+03:00`. */
export interface AnnouncementJson {
  id: number;
  titleTr: string;
  titleEn: string;
  bodyTr: string;
  bodyEn: string;
  /** Opens in a modal for every reader until they close it. */
  sticky: boolean;
  /** Important ones are marked and listed first on the home page. */
  importance: 'normal' | 'important';
  /** How many readers opened it (each browser counts once). */
  viewCount: number;
  publishedAt: string;
  visibleUntil: string | null;
  updatedAt: string;
  /** A notice, or a workshop with its event below (null for a notice): times Istanbul `…+03:00`, the place in
   * both languages or online, an optional https registration link. */
  kind: 'notice' | 'workshop';
  startsAt: string | null;
  endsAt: string | null;
  placeTr: string | null;
  placeEn: string | null;
  online: boolean | null;
  registrationUrl: string | null;
}
