// The rules a node must keep in the tree (checked against the rows in the write's own transaction): its parent
// exists and is a title, a node never moves under itself or its own descendants, a page entry has an address and
// a title none, a report page keeps its derived address, and no two siblings give the same route segment in
// either language (the rule of `npm run validate`, src/engine/descriptors/checkMenuGroups.ts).
import { menuSegment } from '../../../engine/menu/menuPath';
import type { MenuRow } from '../../menu/menuRow';
import { findAdminNode, flattenMenu, type AdminMenuNode } from './adminMenuTree';
import type { FieldFaults } from './fieldFaults';
import type { NodeInput } from './menuNodeBodies';

/** The kind the node has once written: a report page stays one; otherwise the page flag chooses link or title. */
export function kindAfter(input: NodeInput, self: AdminMenuNode | undefined): MenuRow['kind'] {
  if (self?.kind === 'page') return 'page';
  return input.isPage ? 'link' : 'group';
}

export function checkPlacement(tree: readonly AdminMenuNode[], input: NodeInput, faults: FieldFaults, self?: AdminMenuNode): void {
  checkParent(tree, input.parentId, faults, self);
  checkKind(input, faults, self);
  const siblings = input.parentId === null ? tree : findAdminNode(tree, input.parentId)?.children ?? [];
  checkSegments(siblings.filter((s) => s.id !== self?.id), { labelTr: input.labelTr, labelEn: input.labelEn }, faults, '');
}

function checkParent(tree: readonly AdminMenuNode[], parentId: number | null, faults: FieldFaults, self: AdminMenuNode | undefined): void {
  if (parentId === null) return;
  const parent = findAdminNode(tree, parentId);
  if (!parent) return faults.say('parentId', `${parentId} numaralı bir menü başlığı yok.`, `There is no menu title ${parentId}.`);
  if (parent.kind !== 'group') return faults.say('parentId', 'Üst düzey bir başlık olmalı; bir sayfanın altına giriş eklenemez.', 'Must be a title; nothing can sit below a page.');
  if (self && (parent.id === self.id || flattenMenu(self.children).some((n) => n.id === parent.id))) {
    faults.say('parentId', 'Bir giriş kendisinin ya da kendi alt girişlerinden birinin altına taşınamaz.', 'An entry cannot move below itself or one of its own entries.');
  }
}

function checkKind(input: NodeInput, faults: FieldFaults, self: AdminMenuNode | undefined): void {
  const hasUrl = input.urlTr !== null || input.urlEn !== null;
  if (self?.kind === 'page') {
    if (!input.isPage) faults.say('isPage', 'Bir rapor sayfası sayfa olarak kalır.', 'A report page stays a page.');
    if (hasUrl) for (const field of ['urlTr', 'urlEn'] as const) if (input[field] !== null) faults.say(field, 'Rapor sayfasının adresi etiketlerinden türetilir; null gönderin.', 'A report page\'s address is made from its labels; send null.');
    if (input.externalSelf) faults.say('externalSelf', 'Bir rapor sayfası dış bağlantı olamaz.', 'A report page cannot be an outside link.');
    return;
  }
  if (input.isPage) {
    if (self?.kind === 'group' && self.childCount > 0) faults.say('isPage', 'Altında giriş olan bir başlık sayfaya dönüştürülemez.', 'A title with entries below it cannot become a page.');
    for (const field of ['urlTr', 'urlEn'] as const) {
      if (input[field] === null && !faults.has(field)) faults.say(field, 'Bir sayfa girişinin adresi olmalı.', 'A page entry needs an address.');
    }
    return;
  }
  for (const field of ['urlTr', 'urlEn'] as const) if (input[field] !== null) faults.say(field, 'Bir başlığın adresi olmaz; null gönderin.', 'A title has no address; send null.');
  if (input.externalSelf) faults.say('externalSelf', 'Yalnızca bir sayfa girişi dış bağlantı olabilir.', 'Only a page entry can be an outside link.');
}

/** The node's labels against its siblings': the same route segment in either language is refused. */
export function checkSegments(siblings: readonly { id: number; labelTr: string; labelEn: string }[], labels: { labelTr: string; labelEn: string }, faults: FieldFaults, prefix: string, fields = { tr: 'labelTr', en: 'labelEn' }): void {
  for (const [language, field] of [['tr', fields.tr], ['en', fields.en]] as const) {
    const mine = menuSegment(language === 'tr' ? labels.labelTr : labels.labelEn);
    const other = siblings.find((s) => menuSegment(language === 'tr' ? s.labelTr : s.labelEn) === mine);
    if (other) {
      faults.say(`${prefix}${field}`,
        `Aynı başlık altındaki "${other.labelTr}" ile aynı adresi ("${mine}") verir; etiketi değiştirin.`,
        `Gives the same address ("${mine}") as "${other.labelEn}" under the same title; reword the label.`);
    }
  }
}
