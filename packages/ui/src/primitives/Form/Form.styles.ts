import styled from 'styled-components';

export const FormBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.components.form.gap}px;
`;
