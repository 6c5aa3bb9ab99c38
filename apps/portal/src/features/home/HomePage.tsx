import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui';
import { useCustomer } from '../../shared/customer/useCustomer';

const Hero = styled.section`
  padding: 96px 48px;
  text-align: center;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.brand[600]},
    ${({ theme }) => theme.colors.brand[400]}
  );
  color: ${({ theme }) => theme.colors.onBrand[500]};
  h1 {
    margin: 0 0 16px;
    font-size: 36px;
  }
`;

export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const customer = useCustomer();
  return (
    <Hero>
      <h1 data-testid="home-title">{customer.platformName}</h1>
      <Button variant="default" onClick={() => void navigate('/home/discover')}>
        {t('routes.discover')}
      </Button>
    </Hero>
  );
}
