import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOODS_TIME_UNITS, type Edition, type EditionGoods } from '@platform/contracts';
import { Button, Checkbox, Input, Select, Tag, confirm, toast } from '@platform/ui';
import { OperatorGate } from './OperatorGate';
import {
  useOperatorEditionsQuery,
  useOperatorGoodsRetireMutation,
  useOperatorGoodsSaveMutation,
  useOperatorMealSaveMutation,
} from './operatorApi';
import { Block, FieldRow } from './styles';

type Unit = (typeof GOODS_TIME_UNITS)[number];

/** A price the server takes: above zero, at most two decimals. */
export const validPrice = (text: string) => /^\d+(\.\d{1,2})?$/.test(text.trim()) && Number(text) > 0;

/** /operator/editions: each edition's name and seats, and its prices (changed, added, retired). */
export default function EditionsPage() {
  const { t } = useTranslation();
  const { data, fulfilledTimeStamp } = useOperatorEditionsQuery({});
  return (
    <OperatorGate title={t('operatorConsole.editions.title')}>
      <p>{t('operatorConsole.editions.note')}</p>
      {data?.map((e) => (
        // Read back after a save: the editors start again from what the server holds.
        <EditionEditor key={`${e.mealId}:${fulfilledTimeStamp ?? 0}`} edition={e} />
      ))}
    </OperatorGate>
  );
}

function EditionEditor({ edition: e }: { edition: Edition }) {
  const { t } = useTranslation();
  const [save, saving] = useOperatorMealSaveMutation();
  const [name, setName] = useState(e.mealName);
  const [min, setMin] = useState(String(e.minAccountNum));
  const [max, setMax] = useState(String(e.maxAccountNum));
  const [problem, setProblem] = useState('');
  const submit = async () => {
    if (Number(min) > Number(max)) return setProblem(t('operatorConsole.editions.badSeats'));
    setProblem('');
    const done = await save({
      mealId: e.mealId,
      version: e.version,
      mealName: name.trim(),
      minAccountNum: Number(min),
      maxAccountNum: Number(max),
    })
      .unwrap()
      .catch(() => null);
    if (done) toast.success(t('operatorConsole.editions.saved'));
  };
  return (
    <Block aria-labelledby={`edition-${e.mealId}`} data-testid={`edition-${e.code}`}>
      <h2 id={`edition-${e.mealId}`}>
        {e.mealName} ({e.code})
      </h2>
      <FieldRow>
        <Input
          label={t('operatorConsole.editions.name')}
          maxLength={20}
          value={name}
          onChange={(ev) => setName(ev.target.value)}
        />
        <Input
          label={t('operatorConsole.editions.minSeats')}
          type="number"
          min={1}
          value={min}
          onChange={(ev) => setMin(ev.target.value)}
        />
        <Input
          label={t('operatorConsole.editions.maxSeats')}
          type="number"
          min={1}
          value={max}
          onChange={(ev) => setMax(ev.target.value)}
          error={problem || undefined}
        />
        <Button onClick={() => void submit()} loading={saving.isLoading}>
          {t('operatorConsole.editions.saveEdition')}
        </Button>
      </FieldRow>
      <h3>{t('operatorConsole.editions.prices')}</h3>
      {e.goods.map((g) => (
        <GoodsEditor key={g.goodsId} mealId={e.mealId} goods={g} />
      ))}
      <GoodsEditor mealId={e.mealId} />
    </Block>
  );
}

/** One price, or a new one when `goods` is absent. */
function GoodsEditor({ mealId, goods: g }: { mealId: string; goods?: EditionGoods }) {
  const { t } = useTranslation();
  const [save, saving] = useOperatorGoodsSaveMutation();
  const [retire] = useOperatorGoodsRetireMutation();
  const [price, setPrice] = useState(g ? String(g.price) : '');
  const [timeValue, setTimeValue] = useState(g ? String(g.timeValue) : '1');
  const [timeUnit, setTimeUnit] = useState<Unit>(g?.timeUnit ?? '年');
  const [recommend, setRecommend] = useState(g?.isRecommend ?? false);
  const [sort, setSort] = useState(g ? String(g.sort) : '0');
  const [problem, setProblem] = useState('');
  const label = g
    ? `${g.price} / ${g.timeValue}${t(`operatorConsole.editions.units.${g.timeUnit}`)}`
    : t('operatorConsole.editions.add');
  if (g?.retired)
    return (
      <FieldRow>
        <span>{label}</span>
        <Tag>{t('operatorConsole.editions.retired')}</Tag>
      </FieldRow>
    );
  const submit = async () => {
    if (!validPrice(price)) return setProblem(t('operatorConsole.editions.badPrice'));
    setProblem('');
    const done = await save({
      ...(g ? { goodsId: g.goodsId, version: g.version } : {}),
      mealId,
      price: Number(price),
      timeValue: Number(timeValue),
      timeUnit,
      isRecommend: recommend,
      sort: Number(sort) || 0,
    })
      .unwrap()
      .catch(() => null);
    if (done) toast.success(t('operatorConsole.editions.saved'));
  };
  const drop = async () => {
    if (
      !g ||
      !(await confirm({
        title: t('operatorConsole.editions.retire'),
        content: t('operatorConsole.editions.confirmRetire'),
      }))
    )
      return;
    await retire({ goodsId: g.goodsId, version: g.version }).unwrap();
  };
  return (
    <FieldRow role="group" aria-label={label} data-testid={g ? `goods-${g.goodsId}` : `goods-new-${mealId}`}>
      <Input
        label={t('operatorConsole.editions.price')}
        inputMode="decimal"
        value={price}
        onChange={(ev) => setPrice(ev.target.value)}
        error={problem || undefined}
      />
      <Input
        label={t('operatorConsole.editions.duration')}
        type="number"
        min={1}
        max={120}
        value={timeValue}
        onChange={(ev) => setTimeValue(ev.target.value)}
      />
      <Select
        label={t('operatorConsole.editions.unit')}
        placeholder={null}
        value={timeUnit}
        options={GOODS_TIME_UNITS.map((u) => ({ value: u, label: t(`operatorConsole.editions.units.${u}`) }))}
        onChange={(v) => setTimeUnit(v as Unit)}
      />
      <Input
        label={t('operatorConsole.editions.sort')}
        type="number"
        min={0}
        max={999}
        value={sort}
        onChange={(ev) => setSort(ev.target.value)}
      />
      <Checkbox
        label={t('operatorConsole.editions.recommend')}
        checked={recommend}
        onChange={(ev) => setRecommend(ev.target.checked)}
      />
      {g && <span>{t('operatorConsole.editions.daily', { price: g.dailyPrice })}</span>}
      <Button variant="primary" onClick={() => void submit()} loading={saving.isLoading}>
        {g ? t('operatorConsole.editions.save') : t('operatorConsole.editions.add')}
      </Button>
      {g && (
        <Button variant="text" onClick={() => void drop().catch(() => undefined)}>
          {t('operatorConsole.editions.retire')}
        </Button>
      )}
    </FieldRow>
  );
}
