// Screen 9001: membership requests. A status filter (waiting by default) and a search narrow the list; a row
// opens its details in place; approval asks for confirmation first; rejection needs a reason, said beside the
// field when missing; an approved member can be sent a new set-password link. Each decision ends in the
// "Operation Successful" notice.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../engine/format/formatDateTime';
import { useLocale } from '../../i18n/useLocale';
import { useTranslation } from '../../i18n/useTranslation';
import { Modal } from '../../shell/modal/Modal';
import { PageHeader } from '../../shell/PageHeader';
import { showNotice } from '../../shell/notices/noticeStore';
import { useLeaveWarning } from '../../shell/useLeaveWarning';
import {
  approveRequest, checkReason, fetchRequests, istanbulIso, matchesRequest, rejectRequest, resendPasswordLink, REASON_MAX,
  type MembershipRequest,
} from './membershipApi';
import '../pageData/pageData.css';
import '../home/oversight.css';
import { LoadStatus } from '../LoadStatus';

const STATUS_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

export function MembershipRequestsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const baseId = useId();
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const [approving, setApproving] = useState<MembershipRequest | null>(null);
  const [rejecting, setRejecting] = useState<MembershipRequest | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<{ key: string; values?: Record<string, unknown> } | null>(null);
  const [busy, setBusy] = useState(false);
  const requests = useQuery({ queryKey: ['admin', 'membership-requests', status], queryFn: ({ signal }) => fetchRequests(status, signal) });
  useLeaveWarning(rejecting !== null && reason.trim() !== '', t('adminOversight.membership.unsaved'));

  const all = requests.data ?? [];
  const shown = all.filter((r) => matchesRequest(r, search));
  const fullName = (r: MembershipRequest) => `${r.name} ${r.surname}`;
  const when = (ms: number) => <time dateTime={istanbulIso(ms)}>{formatDateTime(istanbulIso(ms), locale)}</time>;

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['admin', 'membership-requests'] });
    await client.invalidateQueries({ queryKey: ['admin', 'overview'] });
  };

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      const message = await work();
      showNotice({ kind: 'success', message });
      await refresh();
      return true;
    } catch {
      return false; // The error modal has said what the server refused.
    } finally {
      setBusy(false);
    }
  };

  const approve = async (request: MembershipRequest) => {
    const done = await act(async () => {
      const answer = await approveRequest(request.id);
      return t(answer.mailSent === false ? 'adminOversight.membership.approvedNoMail' : 'adminOversight.membership.approved', { name: fullName(request) });
    });
    if (done) setApproving(null);
  };

  const closeReject = () => { setRejecting(null); setReason(''); setReasonError(null); };
  const reject = async (request: MembershipRequest) => {
    const problem = checkReason(reason);
    if (problem) {
      setReasonError(problem);
      document.getElementById(`${baseId}-reason`)?.focus();
      return;
    }
    const done = await act(async () => {
      await rejectRequest(request.id, reason.trim());
      return t('adminOversight.membership.rejected', { name: fullName(request) });
    });
    if (done) closeReject();
  };

  const resend = (request: MembershipRequest) => void act(async () => {
    const answer = await resendPasswordLink(request.accountId!);
    return answer.mailSent ? t('adminOversight.membership.linkSent', { email: answer.email }) : t('adminOversight.membership.linkNotSent');
  });

  return (
    <div className="content-page admin-page-data">
      <PageHeader title={t('adminOversight.membership.title')} lead={t('adminOversight.membership.lead')} />
      <div className="admin-oversight-filters">
        <div className="field">
          <label htmlFor={`${baseId}-status`}>{t('adminOversight.membership.status')}</label>
          <select id={`${baseId}-status`} value={status} onChange={(e) => { setStatus(e.target.value as StatusFilter); setOpen(null); }}>
            {STATUS_FILTERS.map((s) => <option key={s} value={s}>{t(`adminOversight.membership.statuses.${s}`)}</option>)}
          </select>
        </div>
        <div className="field field-wide">
          <label htmlFor={`${baseId}-search`}>{t('adminOversight.search')}</label>
          <input id={`${baseId}-search`} type="search" value={search} placeholder={t('adminOversight.membership.searchHint')} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      <LoadStatus query={requests} />
      {requests.data && (
        <>
          <p className="muted" role="status" aria-live="polite">{t('adminOversight.shown', { shown: shown.length, total: all.length })}</p>
          {shown.length === 0 && <p className="status">{t('adminOversight.noRows')}</p>}
          {shown.length > 0 && (
            <div className="admin-page-data-scroll">
              <table className="admin-page-data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('adminOversight.membership.applicant')}</th>
                    <th scope="col">{t('adminOversight.membership.organization')}</th>
                    <th scope="col">{t('adminOversight.membership.received')}</th>
                    <th scope="col">{t('adminOversight.membership.status')}</th>
                    <th scope="col"><span className="visually-hidden">{t('adminOversight.membership.details')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((r) => (
                    <Fragment key={r.id}>
                      <tr data-request-id={r.id} className={open === r.id ? 'is-editing' : undefined}>
                        <td data-label={t('adminOversight.membership.applicant')}>{fullName(r)}<span className="admin-page-data-sub">{r.email}</span></td>
                        <td data-label={t('adminOversight.membership.organization')}>{r.organization}</td>
                        <td data-label={t('adminOversight.membership.received')}>{when(r.createdAt)}</td>
                        <td data-label={t('adminOversight.membership.status')}>
                          <span className={`admin-oversight-status is-${r.status}`}>{t(`adminOversight.membership.statuses.${r.status}`)}</span>
                        </td>
                        <td className="admin-page-data-edit-cell">
                          <button
                            type="button" className="button button-small" aria-expanded={open === r.id} aria-controls={`${baseId}-details-${r.id}`}
                            aria-label={t('adminOversight.membership.detailsOf', { name: fullName(r) })}
                            onClick={() => setOpen(open === r.id ? null : r.id)}
                          >{open === r.id ? t('adminOversight.membership.hideDetails') : t('adminOversight.membership.details')}</button>
                        </td>
                      </tr>
                      {open === r.id && (
                        <tr className="admin-page-data-editor-row" id={`${baseId}-details-${r.id}`}>
                          <td colSpan={5}>
                            <Details request={r} when={when} />
                            <div className="admin-oversight-actions">
                              {r.status === 'pending' && (
                                <>
                                  <button type="button" className="button button-primary" disabled={busy} onClick={() => setApproving(r)}>{t('adminOversight.membership.approve')}</button>
                                  <button type="button" className="button" disabled={busy} onClick={() => setRejecting(r)}>{t('adminOversight.membership.reject')}</button>
                                </>
                              )}
                              {r.status === 'approved' && r.accountId !== null && (
                                <button type="button" className="button" disabled={busy} onClick={() => resend(r)}>{t('adminOversight.membership.resendLink')}</button>
                              )}
                            </div>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <Modal
        open={approving !== null} role="alertdialog" title={t('adminOversight.membership.confirmApproveTitle')} onClose={() => setApproving(null)}
        footer={(
          <>
            <button type="button" className="button" onClick={() => setApproving(null)}>{t('adminOversight.cancel')}</button>
            <button type="button" className="button button-primary" disabled={busy} onClick={() => approving && void approve(approving)}>{t('adminOversight.membership.approve')}</button>
          </>
        )}
      >
        {approving && <p>{t('adminOversight.membership.confirmApprove', { name: fullName(approving), email: approving.email })}</p>}
      </Modal>
      <Modal
        open={rejecting !== null} title={t('adminOversight.membership.rejectTitle')} onClose={closeReject}
        footer={(
          <>
            <button type="button" className="button" onClick={closeReject}>{t('adminOversight.cancel')}</button>
            <button type="submit" form={`${baseId}-reject`} className="button button-primary" disabled={busy}>{t('adminOversight.membership.reject')}</button>
          </>
        )}
      >
        {rejecting && (
          <form id={`${baseId}-reject`} noValidate onSubmit={(e) => { e.preventDefault(); void reject(rejecting); }}>
            <p>{t('adminOversight.membership.rejectLead', { name: fullName(rejecting) })}</p>
            <div className="field">
              <label htmlFor={`${baseId}-reason`}>{t('adminOversight.membership.reason')}</label>
              <textarea
                id={`${baseId}-reason`} rows={4} maxLength={REASON_MAX + 50} value={reason} autoFocus
                aria-invalid={reasonError ? true : undefined} aria-describedby={reasonError ? `${baseId}-reason-error` : undefined}
                onChange={(e) => { setReason(e.target.value); setReasonError(null); }}
              />
              {reasonError && <span className="field-error" id={`${baseId}-reason-error`} role="alert">{t(reasonError.key, reasonError.values)}</span>}
            </div>
          </form>
        )}
      </Modal>
    </div>
  );
}

function Details({ request, when }: { request: MembershipRequest; when: (ms: number) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <dl className="admin-oversight-details">
      <dt>{t('adminOversight.membership.email')}</dt><dd>{request.email}</dd>
      <dt>{t('adminOversight.membership.nationalId')}</dt><dd>{request.nationalId}</dd>
      <dt>{t('adminOversight.membership.purpose')}</dt><dd>{request.purpose}</dd>
      {request.decidedAt !== null && (<><dt>{t('adminOversight.membership.decidedAt')}</dt><dd>{when(request.decidedAt)}</dd></>)}
      {request.decisionReason && (<><dt>{t('adminOversight.membership.reason')}</dt><dd>{request.decisionReason}</dd></>)}
    </dl>
  );
}
