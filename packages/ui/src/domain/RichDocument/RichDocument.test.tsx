import { everyNodeDocument } from '@platform/contracts/content/fixtures';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { hostileDocument } from './fixtures';
import { RichDocument } from './RichDocument';

describe('RichDocument', () => {
  it('renders every node and mark as its element', () => {
    const { container } = renderUi(<RichDocument document={everyNodeDocument} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Lists' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'More' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').closest('em')?.querySelector('u')).toHaveTextContent('italic');
    expect(screen.getByText('struck').tagName).toBe('S');
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(container.querySelector('p br')).not.toBeNull();
    expect(container.querySelector('ul > li > ol[start="3"] > li')).toHaveTextContent('three');
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(container.querySelector('hr')).not.toBeNull();
    expect(container.querySelectorAll('th')).toHaveLength(2);
    expect(container.querySelectorAll('td')).toHaveLength(2);
  });

  it('opens links in a new tab without the opener, and names that', () => {
    renderUi(<RichDocument document={everyNodeDocument} />, { locale: 'en' });
    const link = screen.getByRole('link', { name: /^link ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  });

  it('loads images lazily with their alt text', () => {
    renderUi(<RichDocument document={everyNodeDocument} />);
    const image = screen.getByRole('img', { name: 'A chart' });
    expect(image).toHaveAttribute('src', '/api/platform-resource/file/chart.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
  });

  it('puts a table in a focusable, labelled scroll region', () => {
    renderUi(<RichDocument document={everyNodeDocument} />);
    expect(screen.getByRole('region', { name: '表格（可横向滚动）' })).toHaveAttribute('tabindex', '0');
  });

  it('keeps markup as text and drops unsafe hrefs, srcs, unknown nodes and attributes', () => {
    const { container } = renderUi(<RichDocument document={hostileDocument} />);
    expect(screen.getByText(/<img src=x onerror=/)).toBeInTheDocument();
    expect(container.querySelectorAll('script, iframe, img')).toHaveLength(0);
    expect([...container.querySelectorAll('[href]')].map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/',
    ]);
    const attributes = [...container.querySelectorAll('*')].flatMap((el) => el.getAttributeNames());
    expect(attributes.filter((name) => name.startsWith('on') || name === 'style')).toEqual([]);
    expect(screen.getByText('styled?')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(<RichDocument document={everyNodeDocument} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
