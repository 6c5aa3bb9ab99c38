import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { payRoutes } from '@platform/contracts/pay/routes';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import GovAndEntPage from './GovAndEntPage';

/** 政企通's entry: the workspace for a buyer, the purchase for others, the login for a visitor. */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

function setup(permission: string | null) {
  const stubbed = stubApi(
    permission === null ? {} : { [payRoutes.permissionCheck.path]: okReply(permission) },
  );
  vi.stubGlobal('fetch', stubbed.fetchMock);
  renderWithApp(<GovAndEntPage />, permission === null ? {} : signedInSession, '/serve/govAndEnt');
  return stubbed;
}

describe('GovAndEntPage', () => {
  it('asks a visitor to log in', async () => {
    setup(null);
    expect(await screen.findByRole('button', { name: '登录后使用' })).toBeTruthy();
    expect(screen.getByText('企业诉求受理')).toBeTruthy();
  });

  it('offers the purchase to an organisation that did not buy type 5', async () => {
    const stubbed = setup('false');
    expect(await screen.findByRole('button', { name: '购买政企通服务' })).toBeTruthy();
    expect(stubbed.calls.some((c) => c.url.includes('businessType=5'))).toBe(true);
  });

  it('shows the workspace entry in English without Chinese', async () => {
    changeLanguage('en');
    setup('true');
    expect(await screen.findByRole('button', { name: 'Open the workspace' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
