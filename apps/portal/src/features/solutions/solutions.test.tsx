import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { ProfessionalService as S } from '@platform/contracts/constants';
import { changeLanguage } from '../../shared/i18n';
import { renderWithApp } from '../../test/renderWithApp';
import { solutionsOf } from './catalogue';
import SolutionDetailPage from './SolutionDetailPage';
import SolutionsPage from './SolutionsPage';

/** 解决方案 from the configured services and a solution's page. */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const noContrast = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };

describe('solutionsOf', () => {
  it('keeps the solutions with a configured service, each with only those, in the configured order', () => {
    const got = solutionsOf([
      { id: S.MEMBER_MANAGEMENT, name: '会员管理' },
      { id: S.PRECISE_CUSTOMER, name: '精准获客' },
      { id: S.CUSTOMER_MANAGEMENT, name: '客户管理' },
    ]);
    expect(got.map((s) => s.id)).toEqual(['association', 'enterprise']);
    expect(got[1]!.services.map((s) => s.id)).toEqual([S.PRECISE_CUSTOMER, S.CUSTOMER_MANAGEMENT]);
  });

  it('offers every solution where the customer configured no service', () => {
    expect(solutionsOf([])).toHaveLength(5);
  });
});

describe('solution pages', () => {
  it('lists the solutions and opens one with its services (axe clean)', async () => {
    renderWithApp(<SolutionsPage />, {}, '/solution/index');
    const cards = await screen.findByTestId('solutions');
    expect(within(cards).getAllByRole('heading', { level: 2 })).toHaveLength(5);
    const more = within(cards).getByRole('link', { name: '了解方案: 政府精准招商解决方案' });
    expect(more.getAttribute('href')).toBe('/solution/detail?id=government');
    expect((await axe.run(document.body, noContrast)).violations.map((v) => v.id)).toEqual([]);
  });

  it('shows a solution in English without Chinese words of ours; an unknown one says so', async () => {
    changeLanguage('en');
    const view = renderWithApp(<SolutionDetailPage />, {}, '/solution/detail?id=government');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Investment attraction for governments' }),
    ).toBeTruthy();
    const services = screen.getByTestId('solution-services');
    expect(within(services).getAllByRole('link').length).toBe(4);
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    view.unmount();
    renderWithApp(<SolutionDetailPage />, {}, '/solution/detail?id=nope');
    expect(await screen.findByText('No such solution')).toBeTruthy();
  });
});
