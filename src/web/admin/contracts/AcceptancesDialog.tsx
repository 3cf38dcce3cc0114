// Who accepted one version of the terms, newest first: e-mail, time and where (the membership form, or the app).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { Modal } from '../../shell/modal/Modal';
import { ADMIN_CONTRACTS_KEY, fetchAcceptances, shownTime, type ContractVersionItem } from './contractsApi';

export function AcceptancesDialog({ version, onClose }: { version: ContractVersionItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...ADMIN_CONTRACTS_KEY, 'acceptances', version?.id], queryFn: ({ signal }) => fetchAcceptances(version!.id, signal), enabled: version !== null,
  });
  const items = query.data?.items ?? [];
  return (
    <Modal
      open={version !== null} title={version ? t('contracts.acceptancesTitle', { label: version.label }) : ''} onClose={onClose}
      footer={<button type="button" className="button" onClick={onClose}>{t('contracts.close')}</button>}
    >
      {query.isPending && <p className="status" role="status">{t('status.loading')}</p>}
      {query.data && items.length === 0 && <p className="status">{t('contracts.noAcceptances')}</p>}
      {items.length > 0 && (
        <table className="admin-page-data-table contracts-acceptances">
          <thead>
            <tr><th scope="col">{t('contracts.colEmail')}</th><th scope="col">{t('contracts.colAcceptedAt')}</th><th scope="col">{t('contracts.colVia')}</th></tr>
          </thead>
          <tbody>
            {items.map((a) => (
              <tr key={`${a.email}-${a.acceptedAt}`}><td>{a.email}</td><td>{shownTime(a.acceptedAt)}</td><td>{t(`contracts.via.${a.via}`)}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
