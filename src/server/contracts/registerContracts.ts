// Registers the terms of use: the routes (registerContractRoutes.ts) and the public terms page.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/store';
import { registerContractRoutes } from './registerContractRoutes';
import { registerTermsPage } from './registerTermsPage';

export async function registerContracts(app: FastifyInstance, options: { store: Store; now: () => Date }): Promise<void> {
  await registerContractRoutes(app, options);
  registerTermsPage(app, options);
}
