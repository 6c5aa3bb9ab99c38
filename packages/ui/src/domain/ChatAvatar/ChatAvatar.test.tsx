import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { ChatAvatar } from './ChatAvatar';

describe('ChatAvatar', () => {
  it('uses only http, https, // and our upload sources', () => {
    renderUi(
      <>
        <ChatAvatar name="李娜" src="https://cdn.example.com/a.png" />
        <ChatAvatar name="王芳" src="//cdn.example.com/b.png" />
        <ChatAvatar name="刘洋" src="javascript:alert(1)" />
        <ChatAvatar name="项目群" src="data:image/png;base64,xx" type="GROUP" />
        <ChatAvatar name="系统" src="/relative.png" type="OTHER" />
        <ChatAvatar name="群头像" src="/api/platform-resource/file/7" type="GROUP" />
      </>,
    );
    expect(screen.getByRole('img', { name: '李娜' })).toHaveAttribute('src', 'https://cdn.example.com/a.png');
    expect(screen.getByRole('img', { name: '王芳' })).toHaveAttribute('src', '//cdn.example.com/b.png');
    expect(screen.getByRole('img', { name: '刘洋' }).querySelector('svg')).toHaveAttribute(
      'data-default',
      'C2C',
    );
    expect(screen.getByRole('img', { name: '项目群' }).querySelector('svg')).toHaveAttribute(
      'data-default',
      'GROUP',
    );
    expect(screen.getByRole('img', { name: '系统' }).querySelector('svg')).toHaveAttribute(
      'data-default',
      'OTHER',
    );
    expect(screen.getByRole('img', { name: '群头像' })).toHaveAttribute(
      'src',
      '/api/platform-resource/file/7',
    );
  });

  it('falls back to initials when asked or when the picture fails to load', async () => {
    renderUi(
      <>
        <ChatAvatar name="Li Lei" fallback="initials" />
        <ChatAvatar name="王芳" src="https://cdn.example.com/broken.png" />
        <ChatAvatar fallback="initials" type="GROUP" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Li Lei' })).toHaveTextContent('LL');
    fireEvent.error(screen.getByRole('img', { name: '王芳' }));
    expect(screen.getByRole('img', { name: '王芳' })).toHaveTextContent('王');
    // No name: the default picture under the generic label.
    expect(screen.getByRole('img', { name: '头像' }).querySelector('svg')).toHaveAttribute(
      'data-default',
      'GROUP',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('hides a decorative avatar', () => {
    const { container } = renderUi(<ChatAvatar name="李娜" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
