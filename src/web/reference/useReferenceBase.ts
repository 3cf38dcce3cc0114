// The reference's menu path (its fixed page), from which its own pages' addresses are made.
import { FIXED_PAGE } from '../router/menus/fixedMenus';
import { useAppMenu } from '../shell/session/useAppMenu';

export function useReferenceBase(): string | undefined {
  return useAppMenu().index.byId.get(String(FIXED_PAGE.webServiceReference))?.node.urlEn ?? undefined;
}
