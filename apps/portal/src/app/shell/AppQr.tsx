import styled from 'styled-components';

const Box = styled.figure<{ $size: number }>`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textSecondary};
  div {
    width: ${({ $size }) => $size}px;
    height: ${({ $size }) => $size}px;
    border: 1px dashed ${({ theme }) => theme.colors.border};
    display: grid;
    place-items: center;
  }
`;

/** App download QR. Waits for the ui kit's QR component; shows its frame until then. */
export function AppQr({ size, caption }: { size: number; logoScale?: number; caption: string }) {
  return (
    <Box $size={size}>
      <div aria-hidden="true">QR</div>
      <figcaption>{caption}</figcaption>
    </Box>
  );
}
