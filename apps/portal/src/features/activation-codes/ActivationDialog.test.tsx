import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, stubApi } from '../../test/renderWithApp';
import { ActivationDialog } from './ActivationDialog';
import { onPortalEvent } from '../../shared/events';

afterEach(() => vi.unstubAllGlobals());

describe('activation-code dialog', () => {
  it('requires a code, then exactly 9 characters, then activates once and tells everyone', async () => {
    const api = stubApi({
      '/api/platform-pay/equityAccountCodeManagement/scanActive': {
        body: { code: 666666, data: { productName: '精准招商', expireTime: '2027-01-01 00:00:00' }, msg: '' },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const bought = vi.fn();
    const stopListening = onPortalEvent('purchaseCompleted', bought);
    const { store } = renderWithApp(<ActivationDialog />, { token: 't', showActivation: true });
    const input = screen.getByRole('textbox', { name: '激活码' });
    expect(input.getAttribute('maxlength')).toBe('9');
    await userEvent.click(input);
    await userEvent.tab();
    expect(await screen.findByText('请输入激活码')).toBeTruthy();
    await userEvent.type(input, 'ABC{Enter}');
    expect(await screen.findByText('请输入9位字符')).toBeTruthy();
    expect(api.calls.some((c) => c.url.includes('scanActive'))).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, 'ABCDEFGH2{Enter}');
    expect(await screen.findByText('激活成功')).toBeTruthy();
    const call = api.calls.find((c) => c.url.includes('scanActive'))!;
    expect(JSON.parse(String(call.init.body))).toEqual({ code: 'ABCDEFGH2', joinMode: 2 });
    await waitFor(() => expect(store.getState().app.showActivation).toBe(false));
    expect(bought).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('platform-refreshServices')).toBeTruthy();
    stopListening();
  });
});
