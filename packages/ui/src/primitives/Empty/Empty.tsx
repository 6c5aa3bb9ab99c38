import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useUiMessages } from '../../locale';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 120px;
  padding: ${({ theme }) => theme.space.xl}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md}px;
`;

const Art = styled.svg`
  color: ${({ theme }) => theme.colors.neutral[300]};
`;

export interface EmptyProps {
  /** Defaults to 暂无数据 / No data. */
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Empty({ description, children, className }: EmptyProps) {
  const messages = useUiMessages();
  return (
    <Box className={className}>
      <Art width="64" height="40" viewBox="0 0 64 40" aria-hidden="true">
        <ellipse cx="32" cy="33" rx="30" ry="6" fill="currentColor" opacity="0.4" />
        <path d="M10 14 L20 4 H44 L54 14 V30 H10 Z" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M10 14 H24 a8 5 0 0 0 16 0 H54" fill="none" stroke="currentColor" strokeWidth="2" />
      </Art>
      <p style={{ margin: 0 }}>{description ?? messages.empty}</p>
      {children}
    </Box>
  );
}
