// The per-unit plan and per-plant injection views on the store of the vitest project (PostgreSQL here).
import { generationPlanSharesSuite } from '../support/generationPlanSharesSuite';
import { openTestStore } from '../support/testServer';

generationPlanSharesSuite(() => openTestStore());
