import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { operatorRoutes as R } from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import DictionariesPage from './DictionariesPage';
import EditionsPage from './EditionsPage';
import PartnersPage from './PartnersPage';
import OperatorHomePage from './OperatorHomePage';
import SensitiveWordsPage from './SensitiveWordsPage';

/** The operator console: the gate, sensitive words and a dictionary (docs/operator.md). */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

function setup(operator: boolean) {
  const stubbed = stubApi({
    [R.me.path]: okReply({ operator }),
    [R.sensitiveWordPage.path]: okReply({
      records: [{ word: '传销', createdAt: '2026-11-01T00:00:00.000Z' }],
      total: 1,
      current: 1,
      size: 20,
    }),
    [R.sensitiveWordAdd.path]: okReply({ changed: 2, total: 3 }),
    [R.dictionaryCodes.path]: okReply([{ code: 'chaolian1', entries: 1 }]),
    [R.dictionaryEntries.path]: okReply({
      code: 'chaolian1',
      entries: [{ dictKey: 'url', dictValue: 'https://a.example.com', sort: 0 }],
    }),
    [R.dictionarySave.path]: (init) => okReply(JSON.parse(String(init.body))),
    [R.editions.path]: okReply([
      {
        mealId: 'M1001',
        code: 'C',
        mealName: 'Personal',
        minAccountNum: 1,
        maxAccountNum: 1,
        version: 0,
        goods: [
          {
            goodsId: 'G1002',
            price: 1980,
            timeValue: 1,
            timeUnit: '年',
            dailyPrice: 5.42,
            isRecommend: true,
            sort: 2,
            retired: false,
            version: 3,
          },
        ],
      },
    ]),
    [R.goodsSave.path]: okReply([]),
    [R.partners.path]: okReply({
      customers: [{ code: '10000000', platformName: 'Chain Platform' }],
      partners: [
        {
          id: 'demo-partner',
          customer: '10000000',
          name: 'Demo',
          origins: ['https://a.example.com'],
          ratePerMinute: 60,
          previousSecretUntil: null,
        },
      ],
      refusals: [],
    }),
    [R.partnerOriginAdd.path]: okReply({
      partner: {
        id: 'partner-10000000',
        customer: '10000000',
        name: 'New',
        origins: ['https://b.example.com'],
        ratePerMinute: 60,
        previousSecretUntil: null,
      },
      secret: 'f'.repeat(64),
    }),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  return stubbed;
}
const bodiesOf = (s: ReturnType<typeof setup>, path: string) =>
  s.calls.filter((c) => c.url.includes(path)).map((c) => JSON.parse(String(c.init.body)) as unknown);

describe('operator console', () => {
  it('shows its sections to the operator, in English without Chinese words of ours', async () => {
    changeLanguage('en');
    setup(true);
    renderWithApp(<OperatorHomePage />, signedInSession, '/operator/index');
    const sections = await screen.findByTestId('operator-sections');
    expect(
      within(sections)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/operator/customers',
      '/operator/channels',
      '/expenseCenter/qrCodeManagement',
      '/operator/sensitiveWords',
      '/operator/dictionaries',
      '/operator/editions',
      '/operator/partners',
      '/operator/imports',
      '/operator/health',
    ]);
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('tells anyone else it is the operator’s, and asks for no console data', async () => {
    const stubbed = setup(false);
    renderWithApp(<SensitiveWordsPage />, signedInSession, '/operator/sensitiveWords');
    expect(await screen.findByText('仅平台运营人员可以访问运营后台')).toBeTruthy();
    expect(stubbed.calls.some((c) => c.url.includes(R.sensitiveWordAdd.path))).toBe(false);
  });

  it('adds words one a line, refusing a word too long before asking the server', async () => {
    const stubbed = setup(true);
    const user = userEvent.setup();
    renderWithApp(<SensitiveWordsPage />, signedInSession, '/operator/sensitiveWords');
    expect(await screen.findByText('传销')).toBeTruthy();
    const box = screen.getByLabelText('添加敏感词');
    await user.click(box);
    await user.paste(`${'长'.repeat(31)}\n赌博`);
    await user.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByText(/敏感词不能超过 30 个字/)).toBeTruthy();
    expect(bodiesOf(stubbed, R.sensitiveWordAdd.path)).toEqual([]);
    await user.clear(box);
    await user.click(box);
    await user.paste('赌博\n 洗钱 \n赌博');
    await user.click(screen.getByRole('button', { name: '添加' }));
    await waitFor(() =>
      expect(bodiesOf(stubbed, R.sensitiveWordAdd.path)).toEqual([{ words: ['赌博', '洗钱'] }]),
    );
  });

  it('edits a dictionary as a whole list; a repeated key is caught before saving', async () => {
    const stubbed = setup(true);
    const user = userEvent.setup();
    renderWithApp(<DictionariesPage />, signedInSession, '/operator/dictionaries');
    const rows = await screen.findByTestId('dictionary-rows');
    await within(rows).findByDisplayValue('https://a.example.com');
    await user.click(screen.getByRole('button', { name: '添加一项' }));
    const keys = within(rows).getAllByLabelText('键');
    await user.type(keys[1]!, 'url');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('键不能重复：url');
    await user.clear(keys[1]!);
    await user.type(keys[1]!, 'backup');
    await user.click(within(rows).getAllByLabelText('值')[1]!);
    await user.paste('https://b.example.com');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodiesOf(stubbed, R.dictionarySave.path)).toEqual([
        {
          code: 'chaolian1',
          entries: [
            { dictKey: 'url', dictValue: 'https://a.example.com', sort: 0 },
            { dictKey: 'backup', dictValue: 'https://b.example.com', sort: 1 },
          ],
        },
      ]),
    );
  });

  it('saves a price at the version read, refusing a price that is not one before asking', async () => {
    const stubbed = setup(true);
    const user = userEvent.setup();
    renderWithApp(<EditionsPage />, signedInSession, '/operator/editions');
    const row = await screen.findByTestId('goods-G1002');
    const price = within(row).getByLabelText('价格（元）');
    await user.clear(price);
    await user.type(price, '-1');
    await user.click(within(row).getByRole('button', { name: '保存价格' }));
    expect(await within(row).findByText('价格必须大于 0，最多两位小数')).toBeTruthy();
    expect(bodiesOf(stubbed, R.goodsSave.path)).toEqual([]);
    await user.clear(price);
    await user.type(price, '1680.5');
    await user.click(within(row).getByRole('button', { name: '保存价格' }));
    await waitFor(() =>
      expect(bodiesOf(stubbed, R.goodsSave.path)).toEqual([
        {
          goodsId: 'G1002',
          version: 3,
          mealId: 'M1001',
          price: 1680.5,
          timeValue: 1,
          timeUnit: '年',
          isRecommend: true,
          sort: 2,
        },
      ]),
    );
  });

  it('adds a partner origin and shows the new secret once', async () => {
    const stubbed = setup(true);
    const user = userEvent.setup();
    renderWithApp(<PartnersPage />, signedInSession, '/operator/partners');
    expect(await screen.findByTestId('partner-demo-partner')).toBeTruthy();
    await user.click(screen.getByLabelText('来源（如 https://www.partner.com）'));
    await user.paste('https://b.example.com');
    await user.click(screen.getByRole('button', { name: '添加来源' }));
    const dialog = await screen.findByRole('dialog', { name: '合作方密钥' });
    expect(within(dialog).getByTestId('partner-secret').textContent).toBe('f'.repeat(64));
    expect(bodiesOf(stubbed, R.partnerOriginAdd.path)).toEqual([
      { customer: '10000000', origin: 'https://b.example.com' },
    ]);
    expect(screen.getByTestId('partner-snippet').textContent).toContain('/widgets/loader.js');
  });
});
