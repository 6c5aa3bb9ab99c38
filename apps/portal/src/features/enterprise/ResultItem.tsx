import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { formatThousands } from '@platform/ui';
import { CompanyResultItem, type CompanyResult, type FollowState } from '@platform/ui/domain';
import type { SearchCompanyRow } from '@platform/contracts/search';
import { profilePath } from './paths';

const Row = styled.li`
  list-style: none;
`;

/** The ui kit's result item fields for one search row (tags as the row carries them). */
export function toCompanyResult(row: SearchCompanyRow, isFollow: FollowState): CompanyResult {
  return {
    companyId: row.companyId,
    companyName: row.companyName,
    logoPath: row.logoPath,
    regStatusName: row.regStatusName,
    legalEntityName: row.legalEntityName,
    regCapital: row.regCapital ? `${formatThousands(row.regCapital)}万` : '',
    esDt: row.esDt,
    area: row.area,
    companyScaleTag: row.tags.scale,
    companyTypeTag: row.tags.type,
    financingStageTag: row.tags.financingStage,
    qualificationTags: row.tags.qualifications,
    isFollow,
  };
}

export interface ResultItemProps {
  company: SearchCompanyRow;
  keyword: string;
  isFollow: FollowState;
  onFollowChange: (next: FollowState) => Promise<void>;
}

/** One search result (CompanyResultItem): logo, marked name cut at 21, status, facts, tags, follow. */
export function ResultItem({ company, keyword, isFollow, onFollowChange }: ResultItemProps) {
  const navigate = useNavigate();
  return (
    <Row data-testid="company-result">
      <CompanyResultItem
        company={toCompanyResult(company, isFollow)}
        keyword={keyword}
        onOpenProfile={(id) => void navigate(profilePath(id))}
        onFollowChange={(_id, next) => onFollowChange(next)}
      />
    </Row>
  );
}
