import { useTranslation } from '../i18n/useTranslation';
import { useLocale } from '../i18n/useLocale';
import { Link } from '../router/Link';
import { adminMenu } from '../router/menus/fixedMenus';
import { useDocumentTitle } from '../shell/useDocumentTitle';

/** `/admin`: the administrator's start page, listing the administration screens. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('admin.homeTitle'));
  return (
    <div className="content-page">
      <h1>{t('admin.homeTitle')}</h1>
      <p>{t('admin.homeIntro')}</p>
      <ul>
        {adminMenu.flatMap((group) => group.children).map((page) => (
          <li key={page.id}>
            <Link href={page.urlEn ?? '/admin'}>{locale === 'tr' ? page.labelTr : page.labelEn}</Link>
          </li>
        ))}
      </ul>
      <p className="muted">{t('admin.apiNote')}</p>
    </div>
  );
}
