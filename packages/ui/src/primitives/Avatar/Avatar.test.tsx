import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { Avatar, initials } from './Avatar';

describe('Avatar', () => {
  it('takes one CJK character or two Latin initials', () => {
    expect(initials('张三丰')).toBe('张');
    expect(initials('li lei')).toBe('LL');
    expect(initials('  ')).toBe('');
  });

  it('falls back to labelled initials when the image fails', () => {
    renderUi(<Avatar name="张三" src="https://example.invalid/a.png" />);
    fireEvent.error(screen.getByRole('img', { name: '张三' }));
    expect(screen.getByRole('img', { name: '张三' })).toHaveTextContent('张');
  });
});
