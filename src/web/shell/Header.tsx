import { useTranslation } from 'react-i18next';
import { Link } from '../router/Link';
import { LanguageSwitch } from './LanguageSwitch';
import { SimulatedBadge } from './SimulatedBadge';
import { ThemeSwitch } from './ThemeSwitch';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link href="/" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">{t('app.name')}</span>
          <span className="brand-tagline">{t('app.tagline')}</span>
        </Link>
        <SimulatedBadge />
        <div className="header-tools">
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </div>
    </header>
  );
}
