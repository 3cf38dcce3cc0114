import { useTranslation } from '../i18n/useTranslation';
import { Link } from '../router/Link';
import { PageHeader } from '../shell/PageHeader';

/** A menu entry whose screen is not built yet: says so plainly rather than showing made-up content. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="content-page">
      <PageHeader title={title} lead={t('pages.placeholder.lead')} leadClassName="content-lead-strong" />
      <p>{t('pages.placeholder.text')}</p>
      <p>
        <Link href="/">{t('pages.home')}</Link>
      </p>
    </div>
  );
}
