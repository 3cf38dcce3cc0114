// The platform user guide (page 25): a table of contents, then one section per task with its screenshots
// (taken by the e2e suite, so they show the platform as it is) and links to the pages it speaks of, found by
// their menu ids in the app menu. Anchors (#export) let a section be linked from anywhere.
import type { Locale } from '../../engine/locale/locale';
import { useLocale } from '../i18n/useLocale';
import { userGuideText } from '../i18n/userGuideText';
import { Link } from '../router/Link';
import { ContentSection } from '../pages/ContentSection';
import { PageHeader } from '../shell/PageHeader';
import { useAppMenu } from '../shell/session/useAppMenu';
import { guideImageUrl } from './guideImages';
import { GUIDE_SECTIONS, type GuideSection } from './guideSections';
import '../styles/pages.css';
import './userGuide.css';

export function UserGuidePage() {
  const locale = useLocale();
  const text = userGuideText[locale];
  return (
    <div className="content-page user-guide" id="guide-top">
      <PageHeader title={text.title} lead={text.lead} />
      <nav className="guide-contents" aria-labelledby="guide-contents-title">
        <h2 id="guide-contents-title">{text.contents}</h2>
        <ol>
          {GUIDE_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{text.sections[section.id]?.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {GUIDE_SECTIONS.map((section) => (
        <GuideSectionView key={section.id} section={section} locale={locale} />
      ))}
    </div>
  );
}

function GuideSectionView({ section, locale }: { section: GuideSection; locale: Locale }) {
  const menu = useAppMenu();
  const text = userGuideText[locale];
  const own = text.sections[section.id];
  if (!own) return null;
  return (
    <ContentSection id={section.id} title={own.title}>
      {own.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.links.length > 0 && (
        <div className="guide-links">
          <span>{own.linksLead}</span>
          <ul className="content-list">
            {section.links.map((id) => {
              const node = menu.index.byId.get(String(id))?.node;
              const label = node ? (locale === 'tr' ? node.labelTr : node.labelEn) : undefined;
              return <li key={id}>{node?.urlEn && label ? <Link href={node.urlEn}>{label}</Link> : <span className="guide-missing">{text.missingPage}</span>}</li>;
            })}
          </ul>
        </div>
      )}
      {section.images.map((name) => {
        const url = guideImageUrl(locale, name);
        const alt = own.alt?.[name] ?? '';
        return url ? (
          <figure key={name} className="guide-figure">
            <img src={url} alt={alt} loading="lazy" decoding="async" />
            <figcaption>{alt}</figcaption>
          </figure>
        ) : null;
      })}
      <p className="guide-top-link">
        <a href="#guide-top">{text.backToTop}</a>
      </p>
    </ContentSection>
  );
}
