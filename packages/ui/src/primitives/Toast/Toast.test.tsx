import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { toast } from './store';
import { Toaster } from './Toast';

afterEach(() => act(() => toast.clear()));

describe('toast', () => {
  it('keeps at most one error toast', () => {
    renderUi(<Toaster />);
    act(() => {
      toast.error('第一个错误');
      toast.error('第二个错误');
      toast.success('已保存');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('第二个错误');
    expect(screen.getByRole('status')).toHaveTextContent('已保存');
  });
});
