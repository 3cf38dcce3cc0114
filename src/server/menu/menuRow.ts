// One row of the menu_nodes table, as the server reads and writes it.
export interface MenuRow {
  id: number;
  /** null for a top-level area. */
  parentId: number | null;
  /** A group holds entries; a page is a report (its route is derived from the labels); a link goes elsewhere. */
  kind: 'group' | 'page' | 'link';
  labelTr: string;
  labelEn: string;
  menuOrder: number;
  nofav: boolean;
  externalSelf: boolean;
  /** Only links carry their own address; a page's is derived, a group has none. */
  urlTr: string | null;
  urlEn: string | null;
}
