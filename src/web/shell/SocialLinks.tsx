// The platform's social accounts (configured on the server: SOCIAL_LINKS), in the header and the footer.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/useTranslation';
import { metaQuery } from '../api/appApi';

export function SocialLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const meta = useQuery(metaQuery());
  const social = meta.data?.links?.social ?? [];
  if (social.length === 0) return null;
  return (
    <ul className={`social-links ${className ?? ''}`} aria-label={t('shell.social')}>
      {social.map((link) => (
        <li key={link.network}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">{t(`shell.network.${link.network}`, { defaultValue: link.network })}</a>
        </li>
      ))}
    </ul>
  );
}
