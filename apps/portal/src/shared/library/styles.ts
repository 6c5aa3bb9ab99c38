/** The look of the industry services' libraries (研究报告, 专利, 政策): filters, a result list, its items. */
import styled from 'styled-components';

export const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  margin: 0 0 ${({ theme }) => theme.space.md}px;
`;

export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  > * {
    min-width: 0;
    max-width: 100%;
  }
  label.check {
    display: inline-flex;
    gap: 4px;
    align-items: center;
  }
`;

export const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: 0;
`;

export const Item = styled.li`
  padding: ${({ theme }) => theme.space.md}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space.xs}px 0;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  a {
    display: inline-flex;
    gap: 4px;
    align-items: center;
    color: ${({ theme }) => theme.colors.brandInk};
  }
`;
