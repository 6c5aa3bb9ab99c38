import styled from 'styled-components';
import { Badge } from '@platform/ui';

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** A tab's name with the count that needs the reader (due tasks, due follow-ups); the name alone at 0. */
export function CountedTabLabel({ text, count }: { text: string; count: number }) {
  if (count <= 0) return text;
  return (
    <Label>
      {text}
      <Badge count={count} />
    </Label>
  );
}
