// An administration screen by its menu id, from the registry (adminScreens.ts).
import { adminScreens } from './adminScreens';
import type { AdminScreenId } from './adminScreenIds';

export function AdminScreenRoute({ menuId }: { menuId: AdminScreenId }) {
  const Screen = adminScreens[menuId];
  return <Screen />;
}
