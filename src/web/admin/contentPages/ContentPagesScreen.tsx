// Screen 9022, Content Pages: one tab per content document (FAQ, about, regulator decision, disclaimer, page
// description), each with its editor and version history. Switching tabs with unsaved changes asks first.
import { useCallback, useState } from 'react';
import { CONTENT_KEYS, type ContentKey } from '../../../engine/content-pages/contentDocuments';
import { useTranslation } from '../../i18n/useTranslation';
import { PageHeader } from '../../shell/PageHeader';
import { SettingsTabs } from '../../shell/settings/SettingsTabs';
import { DocumentEditor } from './DocumentEditor';
import '../announcements/adminContent.css';
import './contentPages.css';

export function ContentPagesScreen() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ContentKey>('faq');
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const select = (key: ContentKey) => {
    if (key === selected || (dirty && !window.confirm(t('contentPages.admin.unsaved')))) return;
    setDirty(false);
    setSelected(key);
  };
  return (
    <div className="content-page admin-content content-pages-admin">
      <PageHeader title={t('contentPages.admin.title')} lead={t('contentPages.admin.lead')} />
      <SettingsTabs
        label={t('contentPages.admin.tabs')} selected={selected} onSelect={select}
        tabs={CONTENT_KEYS.map((key) => ({ key, label: t(`contentPages.admin.tab.${key}`), panel: <DocumentEditor docKey={key} onDirtyChange={onDirtyChange} /> }))}
      />
    </div>
  );
}
