// The text key naming each kind of operation in the lists and on an operation's page.
import type { OperationKind } from './referenceDocument';

export const KIND_TEXT: Readonly<Record<OperationKind, string>> = {
  data: 'apiReference.kindData',
  export: 'apiReference.kindExport',
  lookup: 'apiReference.kindLookup',
  dashboard: 'apiReference.kindDashboard',
  admin: 'apiReference.kindData',
};
