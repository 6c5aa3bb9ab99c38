import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useGoodsWords } from '../../shared/i18n/goods';
import { Button, Empty, Input, Spinner, Tabs, formatThousands, toast } from '@platform/ui';
import type { Meal } from '@platform/contracts';
import { BuyType, MealCode, TenantType, type MealCodeValue } from '@platform/contracts/constants';
import { SEATS_DEFAULT, SEATS_MAX, SEATS_MIN } from '@platform/contracts/pay/constants';
import { useAppSelector } from '../../shared/store/hooks';
import { useMealShowQuery } from './membershipApi';
import { usePurchase } from './usePurchase';
import { Note } from './styles';
import './i18n';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.md}px;
  margin: ${({ theme }) => theme.space.lg}px 0;
`;

const Card = styled.button<{ $active: boolean }>`
  position: relative;
  padding: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.md}px;
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.brand[600] : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme, $active }) => ($active ? theme.colors.brand[50] : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  cursor: pointer;
  font: inherit;
`;

const Badge = styled.span`
  position: absolute;
  top: -10px;
  right: 8px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.font.size.xs}px;
`;

const Price = styled.div`
  font-size: 28px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.danger};
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const SeatRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  max-width: 260px;
`;

/** A whole number within 10-100 and the meal's own bounds, else null (spec 1 §5 Seat count). */
export function validSeats(raw: string, meal: Pick<Meal, 'minAccountNum' | 'maxAccountNum'>): number | null {
  if (!/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  const min = Math.max(SEATS_MIN, meal.minAccountNum);
  const max = Math.min(SEATS_MAX, meal.maxAccountNum);
  return n >= min && n <= max ? n : null;
}

const priceText = (v: number) => formatThousands(Math.round(v));

/** The goods of meals C and D (spec 1 §2 VIP purchase dialog), shared by the dialog and the page. */
export function VipPlans({ initialTab = MealCode.PERSONAL }: { initialTab?: MealCodeValue }) {
  const { t } = useTranslation();
  const { goodsTime } = useGoodsWords();
  const { data: meals, isLoading } = useMealShowQuery();
  const member = useAppSelector((s) => s.app.isMemberData);
  const [tab, setTab] = useState<MealCodeValue>(initialTab);
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [seatText, setSeatText] = useState(String(SEATS_DEFAULT));
  const [busy, setBusy] = useState(false);
  const submit = usePurchase();

  if (isLoading) return <Spinner />;
  const meal = meals?.find((m) => m.code === tab);
  const goodsId =
    (meal && picked[meal.code]) ??
    meal?.goodsVOList.find((g) => g.isRecommend === 1)?.id ??
    meal?.goodsVOList[0]?.id;
  const goods = meal?.goodsVOList.find((g) => g.id === goodsId);
  // The seats as typed, checked on every keystroke: the total and the order carry only these.
  const seats = meal && tab === MealCode.ENTERPRISE ? validSeats(seatText, meal) : 1;
  const seatsInvalid = seats === null;
  // Renew: a personal-tenant member on the personal tab (spec 1 §4 Member button).
  const renew =
    tab === MealCode.PERSONAL && Boolean(member?.isMember) && member?.tenantType === TenantType.PERSONAL;

  const onSubmit = async () => {
    if (!meal || !goods || seats === null) return;
    setBusy(true);
    try {
      await submit({
        meal,
        goodsId: goods.id,
        seats,
        buyType: renew ? BuyType.RENEWAL : BuyType.NEW,
      });
    } catch {
      // The request layer already told the user.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="vip-plans">
      <Tabs
        aria-label={t('membership.vip.title')}
        activeKey={tab}
        onChange={(key) => setTab(key === MealCode.ENTERPRISE ? MealCode.ENTERPRISE : MealCode.PERSONAL)}
        items={[
          { key: MealCode.PERSONAL, label: t('membership.vip.personal') },
          { key: MealCode.ENTERPRISE, label: t('membership.vip.enterprise') },
        ]}
      />
      {!meal || meal.goodsVOList.length === 0 ? (
        <Empty description={t('membership.vip.empty')} />
      ) : (
        <>
          <Grid role="radiogroup">
            {meal.goodsVOList.map((g) => (
              <Card
                key={g.id}
                type="button"
                role="radio"
                aria-checked={g.id === goodsId}
                $active={g.id === goodsId}
                onClick={() => setPicked({ ...picked, [meal.code]: g.id })}
              >
                {g.isRecommend === 1 && <Badge>{t('membership.vip.recommend')}</Badge>}
                <Muted>{goodsTime(g.goodsTime)}</Muted>
                <Price>
                  {tab === MealCode.ENTERPRISE
                    ? t('membership.vip.perSeat', { price: priceText(g.price) })
                    : t('membership.vip.price', { price: priceText(g.price) })}
                </Price>
                <Muted>{t('membership.vip.daily', { daily: g.dailyPrice.toFixed(2) })}</Muted>
              </Card>
            ))}
          </Grid>
          <Footer>
            <div>
              {tab === MealCode.ENTERPRISE && goods && (
                <>
                  <SeatRow>
                    <Input
                      label={t('membership.vip.seats')}
                      inputMode="numeric"
                      value={seatText}
                      suffix={t('membership.vip.seatsUnit')}
                      onChange={(e) => setSeatText(e.target.value.replace(/[^\d.]/g, '').slice(0, 4))}
                      // Spec 1 §5: a count left invalid is reset to 10 with the warning; the total
                      // then shows the 10 seats that will be ordered.
                      onBlur={() => {
                        if (!seatsInvalid) return;
                        toast.info(t('membership.vip.seatsRule'));
                        setSeatText(String(SEATS_DEFAULT));
                      }}
                      error={seatsInvalid ? t('membership.vip.seatsRule') : undefined}
                    />
                  </SeatRow>
                  {seats !== null && (
                    <Muted data-testid="vip-total">
                      {t('membership.vip.total', {
                        price: priceText(goods.price),
                        count: seats,
                        total: priceText(goods.price * seats),
                      })}
                    </Muted>
                  )}
                </>
              )}
              <Note>{t('membership.vip.invoiceNote')}</Note>
            </div>
            <Button
              variant="primary"
              size="lg"
              loading={busy}
              lockMs={2000}
              disabled={seatsInvalid}
              onClick={() => void onSubmit()}
            >
              {renew ? t('membership.vip.renewNow') : t('membership.vip.openNow')}
            </Button>
          </Footer>
        </>
      )}
    </div>
  );
}
