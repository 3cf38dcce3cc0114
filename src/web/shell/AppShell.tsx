import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from './Header';

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="app-footer">
        <p>{t('app.footer')}</p>
      </footer>
    </>
  );
}
