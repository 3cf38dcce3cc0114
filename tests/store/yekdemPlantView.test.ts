// The per-plant YEKDEM licensed generation view on the store of the vitest project (PostgreSQL here).
import { openTestStore } from '../support/testServer';
import { yekdemPlantViewSuite } from '../support/yekdemPlantViewSuite';

yekdemPlantViewSuite(() => openTestStore());
