// A node of the menu tree, exactly as `get-menu-tree` answers it: group nodes have children, leaves are pages.
export interface MenuNode {
  id: number;
  labelTr: string;
  labelEn: string;
  menuOrder: number;
  urlTr: string | null;
  urlEn: string | null;
  children: MenuNode[];
  /** The page cannot be a favourite. */
  nofav: boolean;
  /** The entry opens an outside address in the same window. */
  externalSelf: boolean;
}
