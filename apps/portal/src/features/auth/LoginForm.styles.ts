import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 8px 0;
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  > :first-child {
    flex: 1;
  }
`;
