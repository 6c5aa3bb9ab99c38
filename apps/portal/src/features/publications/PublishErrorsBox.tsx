import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Tag } from '@platform/ui';
import type { PublishErrors } from './publishErrors';

const Box = styled.div`
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md}px;
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Why publishing was refused, above the form: the message and the sensitive words the server found. */
export function PublishErrorsBox({ errors }: { errors: PublishErrors }) {
  const { t } = useTranslation();
  if (!errors.general && !errors.sensitiveWords?.length) return null;
  return (
    <Box role="alert" aria-labelledby="publication-publish-errors">
      <p id="publication-publish-errors">
        <strong>{t('publications.edit.errorsTitle')}</strong>
      </p>
      {errors.general && <p>{errors.general}</p>}
      {errors.sensitiveWords && errors.sensitiveWords.length > 0 && (
        <ul aria-label={t('publications.edit.sensitiveWords')}>
          {errors.sensitiveWords.map((word) => (
            <li key={word}>
              <Tag tone="danger">{word}</Tag>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
