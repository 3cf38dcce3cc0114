// The errors of the error store in a modal: for each, the transaction id the support desk asks for, the
// code and the message. Closing it, or moving to another page, clears the store.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocale } from '../../i18n/useLocale';
import { userInfoQuery } from '../session/sessionQueries';
import { Modal } from '../modal/Modal';
import { clearErrorsOnRouteChange } from './clearErrorsOnRouteChange';
import { clearErrors, currentErrors, subscribeToErrors, type ShownError } from './errorStore';

const TITLE_KEYS = { server: 'request.serverTitle', network: 'request.networkTitle', client: 'request.clientTitle' } as const;

export function ErrorModal() {
  const { t } = useTranslation();
  const report = useSyncExternalStore(subscribeToErrors, currentErrors, currentErrors);
  useEffect(() => clearErrorsOnRouteChange(), []);

  return (
    <Modal
      open={report !== null}
      role="alertdialog"
      className="error-modal"
      title={report?.title ?? t('request.errorAlert')}
      onClose={clearErrors}
      footer={
        <button type="button" className="button button-primary" onClick={clearErrors}>
          {t('request.close')}
        </button>
      }
    >
      {!report?.title && <p className="error-modal-kind">{t(TITLE_KEYS[report?.kind ?? 'server'])}</p>}
      {report?.offerSignOut && <SignOutOffer />}
      <ul className="error-modal-list">
        {report?.errors.map((error, i) => (
          <li key={i}>
            <ErrorDetails error={error} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}

function ErrorDetails({ error }: { error: ShownError }) {
  const { t } = useTranslation();
  // A network failure has neither a transaction id nor a code: only the message is shown.
  if (!error.transactionId && !error.errorCode) return <p className="error-modal-message">{error.errorMessage}</p>;
  return (
    <dl className="error-modal-details">
      {error.transactionId && (
        <>
          <dt>{t('request.transactionId')}</dt>
          <dd className="error-modal-id">{error.transactionId}</dd>
        </>
      )}
      {error.errorCode && (
        <>
          <dt>{t('request.code')}</dt>
          <dd>{error.errorCode}</dd>
        </>
      )}
      <dt>{t('request.message')}</dt>
      <dd>{error.errorMessage}</dd>
    </dl>
  );
}

/** "Not authorized, click to log out": the sign-out form of the account corner, posted from the modal. */
function SignOutOffer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useQuery(userInfoQuery());
  if (!user.data?.name) return null;
  const action = user.data.adminSession ? '/auth/admin/sign-out' : '/auth/sign-out';
  return (
    <form className="error-modal-sign-out" method="post" action={`${action}?lang=${locale}`}>
      <input type="hidden" name="_csrf" value={user.data.csrfToken} />
      <input type="hidden" name="return" value="/home" />
      <button type="submit" className="link-button">{t('request.notAuthorized')}</button>
    </form>
  );
}
