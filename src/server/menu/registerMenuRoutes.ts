// get-menu-tree (the operator's menu service): the whole menu, groups and pages, in both languages.
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import type { ReportDescriptor } from '../../../schemas/report.schema';
import { formatProblem } from '../../engine/descriptors/descriptorProblem';
import type { Store } from '../store/store';
import { loadMenuGroups } from './loadMenuGroups';
import { MenuTree } from './menuTree';
import { toMenuRows } from './toMenuRows';

interface Options { store: Store; reports: readonly ReportDescriptor[]; reportsDir?: string }

export async function registerMenuRoutes(app: FastifyInstance, { store, reports, reportsDir = resolve('reports') }: Options): Promise<MenuTree> {
  const { groups, problems } = loadMenuGroups(reportsDir);
  if (problems.length > 0) throw new Error(`The menu groups are invalid (npm run validate shows the same list):\n${problems.map(formatProblem).join('\n')}`);
  const tree = await MenuTree.open(store, toMenuRows(groups, reports), { onError: (error) => app.log.warn({ err: error }, 'the menu could not be reloaded') });
  app.addHook('onClose', async () => tree.close());
  // A GET may carry a body (clients send {}); it is ignored.
  app.get('/electricity-service/v1/menu/get-menu-tree', { config: { access: 'public' } }, async () => tree.answer());
  return tree;
}
