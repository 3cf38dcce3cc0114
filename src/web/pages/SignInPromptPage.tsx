import { useTranslation } from '../i18n/useTranslation';
import { PageHeader } from '../shell/PageHeader';
import { MemberLinks } from './MemberLinks';

export type MemberArea = 'electricity' | 'natural-gas' | 'page';

const AREA_KEYS: Record<MemberArea, { title: string; lead: string }> = {
  'electricity': { title: 'pages.signIn.titleElectricity', lead: 'pages.signIn.leadElectricity' },
  'natural-gas': { title: 'pages.signIn.titleNaturalGas', lead: 'pages.signIn.leadNaturalGas' },
  'page': { title: 'pages.signIn.titlePage', lead: 'pages.signIn.leadPage' },
};

/** Shown to visitors in place of a members-only page: what it is, how to get in, what membership gives. */
export function SignInPromptPage({ area }: { area: MemberArea }) {
  const { t } = useTranslation();
  const keys = AREA_KEYS[area];
  const title = t(keys.title);
  return (
    <div className="content-page">
      <PageHeader title={title} lead={t(keys.lead)} />
      <p>{t('pages.signIn.body')}</p>
      <MemberLinks />
      <section className="content-section" aria-labelledby="sign-in-benefits">
        <h2 id="sign-in-benefits">{t('pages.signIn.benefitsTitle')}</h2>
        <ul className="content-list">
          <li>{t('pages.signIn.benefitReports')}</li>
          <li>{t('pages.signIn.benefitService')}</li>
          <li>{t('pages.signIn.benefitFavourites')}</li>
        </ul>
      </section>
    </div>
  );
}
