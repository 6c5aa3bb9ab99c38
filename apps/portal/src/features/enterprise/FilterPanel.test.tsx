import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import { changeLanguage } from '../../shared/i18n';
import { initialAppState, type AppState } from '../../shared/session/appSlice';
import { renderWithApp, stubApi } from '../../test/renderWithApp';
import { FilterPanel } from './FilterPanel';
import { EMPTY_SEARCH, toSearchInput, type SearchState } from './searchQuery';
import { searchConditions } from '../../test/enterprise';

const session: Partial<AppState> = {
  ...initialAppState,
  token: 'tok',
  tokenExpiresAt: Date.now() + 3_600_000,
  userInfo: { userId: 'u1', tenantId: '200001', account: 'lina' } as AppState['userInfo'],
};
const conditionsPath = bigdataRoutes.searchConditions.path;

function setup(value: SearchState = EMPTY_SEARCH, app: Partial<AppState> = session) {
  const api = stubApi({ [conditionsPath]: { body: { code: 666666, msg: '', data: searchConditions } } });
  vi.stubGlobal('fetch', api.fetchMock);
  const onApply = vi.fn<(filters: SearchState) => void>();
  renderWithApp(<FilterPanel value={value} onApply={onApply} />, app);
  const apply = async () => {
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    return onApply.mock.lastCall![0];
  };
  return { ...api, onApply, apply };
}
const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
const loaded = () => screen.findByRole('option', { name: '制造业' });

beforeEach(() => changeLanguage('zh'));
afterEach(() => {
  vi.unstubAllGlobals();
  changeLanguage('zh');
});

describe('FilterPanel industry picker', () => {
  it('offers the sections of the data, then the divisions of the chosen one', async () => {
    const { apply } = setup();
    await loaded();
    expect(optionLabels(screen.getByLabelText('所属行业'))).toEqual([
      '不限',
      '制造业',
      '信息传输、软件和信息技术服务业',
    ]);
    expect(screen.queryByLabelText('行业大类')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('所属行业'), 'C');
    const division = screen.getByLabelText('行业大类');
    expect(optionLabels(division)).toEqual([
      '不限',
      '电气机械和器材制造业',
      '计算机、通信和其他电子设备制造业',
    ]);
    expect(division).toHaveValue('');
    expect((await apply()).industryCode).toBe('C');

    await userEvent.selectOptions(division, '39');
    const picked = await apply();
    expect(picked.industryCode).toBe('39');
    expect(toSearchInput(picked).filters).toEqual({ industryCode: '39' });
    expect(screen.getByLabelText('所属行业')).toHaveValue('C');

    // Clearing the division goes back to the section; another section drops the division.
    await userEvent.selectOptions(screen.getByLabelText('行业大类'), '');
    expect((await apply()).industryCode).toBe('C');
    await userEvent.selectOptions(screen.getByLabelText('行业大类'), '38');
    await userEvent.selectOptions(screen.getByLabelText('所属行业'), 'I');
    expect(optionLabels(screen.getByLabelText('行业大类'))).toEqual([
      '不限',
      '互联网和相关服务',
      '软件和信息技术服务业',
    ]);
    expect((await apply()).industryCode).toBe('I');
    await userEvent.selectOptions(screen.getByLabelText('所属行业'), '');
    expect(screen.queryByLabelText('行业大类')).not.toBeInTheDocument();
    expect((await apply()).industryCode).toBe('');
  });

  it('shows a division from the address under its section', async () => {
    setup({ ...EMPTY_SEARCH, industryCode: '64' });
    await loaded();
    expect(screen.getByLabelText('所属行业')).toHaveValue('I');
    expect(screen.getByLabelText('行业大类')).toHaveValue('64');
  });
});

describe('FilterPanel chain picker', () => {
  it('cascades chain, stream, segment and leaf; the deepest pick is the filter', async () => {
    const { apply } = setup();
    await loaded();
    expect(optionLabels(screen.getByLabelText('产业链'))).toEqual(['不限', '集成电路', '人工智能']);
    expect(screen.queryByLabelText('上中下游')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('产业链'), 'IC');
    expect(optionLabels(screen.getByLabelText('上中下游'))).toEqual(['不限', '上游', '中游']);
    expect(screen.queryByLabelText('产业环节')).not.toBeInTheDocument();
    expect((await apply()).chainNodeCode).toBe('IC');

    await userEvent.selectOptions(screen.getByLabelText('上中下游'), 'IC01');
    expect(optionLabels(screen.getByLabelText('产业环节'))).toEqual(['不限', 'EDA与IP核', '半导体材料']);
    await userEvent.selectOptions(screen.getByLabelText('产业环节'), 'IC0101');
    expect(optionLabels(screen.getByLabelText('细分环节'))).toEqual(['不限', 'EDA工具', 'IP核']);
    await userEvent.selectOptions(screen.getByLabelText('细分环节'), 'IC010102');
    const picked = await apply();
    expect(picked.chainNodeCode).toBe('IC010102');
    expect(toSearchInput(picked).filters).toEqual({ chainNodeCode: 'IC010102' });

    // Clearing a level goes back to its parent; a new stream drops the picks below it.
    await userEvent.selectOptions(screen.getByLabelText('细分环节'), '');
    expect((await apply()).chainNodeCode).toBe('IC0101');
    await userEvent.selectOptions(screen.getByLabelText('上中下游'), 'IC02');
    expect(screen.getByLabelText('产业环节')).toHaveValue('');
    expect(optionLabels(screen.getByLabelText('产业环节'))).toEqual(['不限', '芯片设计']);
    expect(screen.queryByLabelText('细分环节')).not.toBeInTheDocument();
    expect((await apply()).chainNodeCode).toBe('IC02');
    await userEvent.selectOptions(screen.getByLabelText('产业链'), 'AI');
    expect(screen.getByLabelText('上中下游')).toHaveValue('');
    expect((await apply()).chainNodeCode).toBe('AI');
    await userEvent.selectOptions(screen.getByLabelText('产业链'), '');
    expect(screen.queryByLabelText('上中下游')).not.toBeInTheDocument();
    expect((await apply()).chainNodeCode).toBe('');
  });

  it('shows a node from the address with its ancestors picked', async () => {
    setup({ ...EMPTY_SEARCH, chainNodeCode: 'IC0102' });
    await loaded();
    expect(screen.getByLabelText('产业链')).toHaveValue('IC');
    expect(screen.getByLabelText('上中下游')).toHaveValue('IC01');
    expect(screen.getByLabelText('产业环节')).toHaveValue('IC0102');
    expect(screen.getByLabelText('细分环节')).toHaveValue('');
    expect(optionLabels(screen.getByLabelText('细分环节'))).toEqual(['不限', '硅片']);
  });
});

describe('FilterPanel conditions', () => {
  it('labels sections and chains in English, the levels below in the data names', async () => {
    changeLanguage('en');
    setup({ ...EMPTY_SEARCH, industryCode: '39', chainNodeCode: 'IC0101' });
    await screen.findByRole('option', { name: 'Manufacturing' });
    expect(optionLabels(screen.getByLabelText('Industry'))).toEqual([
      'Any',
      'Manufacturing',
      'Information and software services',
    ]);
    expect(screen.getByLabelText('Industry division')).toHaveDisplayValue('计算机、通信和其他电子设备制造业');
    expect(optionLabels(screen.getByLabelText('Industry chain'))).toEqual([
      'Any',
      'Integrated circuits',
      'Artificial intelligence',
    ]);
    expect(screen.getByLabelText('Stream')).toHaveDisplayValue('上游');
    expect(screen.getByLabelText('Segment')).toHaveDisplayValue('EDA与IP核');
    expect(screen.getByLabelText('Sub-segment')).toHaveValue('');
  });

  it('asks for the conditions once logged in only', async () => {
    const { calls } = setup(EMPTY_SEARCH, {});
    await waitFor(() => expect(screen.getByLabelText('所属行业')).toBeInTheDocument());
    expect(optionLabels(screen.getByLabelText('所属行业'))).toEqual(['不限']);
    expect(calls.some((c) => c.url.startsWith(conditionsPath))).toBe(false);
  });
});
