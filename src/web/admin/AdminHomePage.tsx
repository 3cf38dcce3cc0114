import { useTranslation } from '../i18n/useTranslation';
import { useLocale } from '../i18n/useLocale';
import { Link } from '../router/Link';
import { adminMenu } from '../router/menus/fixedMenus';
import { PageHeader } from '../shell/PageHeader';
import { AdminOverviewPanels } from './home/AdminOverviewPanels';

/** `/admin`: the administrator's start page: the overview (home/), then every administration screen. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="content-page admin-page-data">
      <PageHeader title={t('adminOversight.home.title')} lead={t('adminOversight.home.lead')} />
      <AdminOverviewPanels />
      <section aria-labelledby="admin-screens">
        <h2 id="admin-screens">{t('adminOversight.home.screensTitle')}</h2>
        <ul className="admin-oversight-screens">
          {adminMenu.flatMap((group) => group.children).map((node) => (
            <li key={node.id}>
              {node.children.length === 0 ? (
                <Link href={node.urlEn ?? '/admin'}>{locale === 'tr' ? node.labelTr : node.labelEn}</Link>
              ) : (
                <>
                  <span>{locale === 'tr' ? node.labelTr : node.labelEn}</span>
                  <ul>
                    {node.children.map((page) => (
                      <li key={page.id}>
                        <Link href={page.urlEn ?? '/admin'}>{locale === 'tr' ? page.labelTr : page.labelEn}</Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
