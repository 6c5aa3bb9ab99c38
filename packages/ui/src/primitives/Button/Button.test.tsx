import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { Button } from './Button';

afterEach(() => vi.useRealTimers());

describe('Button', () => {
  it('locks repeat clicks for lockMs', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    renderUi(
      <Button lockMs={2000} onClick={onClick}>
        提交
      </Button>,
    );
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    act(() => vi.advanceTimersByTime(2000));
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('blocks clicks while loading and marks itself busy', () => {
    const onClick = vi.fn();
    renderUi(
      <Button loading onClick={onClick}>
        保存
      </Button>,
    );
    const button = screen.getByRole('button', { name: '保存' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
