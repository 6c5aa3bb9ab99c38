import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Page } from '../../shared/layout/Page';
import { GUIDES } from './guides';
import './i18n';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 220px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl}px;
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
  nav ol {
    padding-left: 1.2em;
    margin: 0;
  }
  nav li {
    margin: ${({ theme }) => theme.space.sm}px 0;
  }
  a {
    color: ${({ theme }) => theme.colors.brandInk};
  }
  section {
    padding-bottom: ${({ theme }) => theme.space.lg}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
`;

/** /skill/index: the platform's guides, a table of contents and one section of steps per area. */
export default function SkillPage() {
  const { t } = useTranslation();
  return (
    <Page aria-labelledby="skill-title">
      <h1 id="skill-title">{t('skill.title')}</h1>
      <p>{t('skill.intro')}</p>
      <Layout>
        <nav aria-label={t('skill.contents')}>
          <ol>
            {GUIDES.map((g) => (
              <li key={g.id}>
                <a href={`#guide-${g.id}`}>{t(`skill.guides.${g.id}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div data-testid="skill-guides">
          {GUIDES.map((g) => (
            <section key={g.id} id={`guide-${g.id}`} aria-labelledby={`guide-${g.id}-title`}>
              <h2 id={`guide-${g.id}-title`}>{t(`skill.guides.${g.id}.title`)}</h2>
              <p>{t(`skill.guides.${g.id}.summary`)}</p>
              <ol aria-label={`${t('skill.steps')}: ${t(`skill.guides.${g.id}.title`)}`}>
                {t(`skill.guides.${g.id}.steps`)
                  .split('\n')
                  .map((step) => (
                    <li key={step}>{step}</li>
                  ))}
              </ol>
              <Link to={g.to}>{t(`skill.guides.${g.id}.link`)}</Link>
            </section>
          ))}
        </div>
      </Layout>
    </Page>
  );
}
