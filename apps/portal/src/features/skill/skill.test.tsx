import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { changeLanguage } from '../../shared/i18n';
import { renderWithApp } from '../../test/renderWithApp';
import SkillPage from './SkillPage';

/** 使用指南 (/skill/index): contents, sections and steps. */

afterEach(() => changeLanguage('zh'));

const noContrast = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };

describe('SkillPage', () => {
  it('guides: a table of contents linking each section, steps in order, English clean', async () => {
    changeLanguage('en');
    renderWithApp(<SkillPage />, {}, '/skill/index');
    const toc = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(8);
    for (const link of links) expect(document.querySelector(link.getAttribute('href')!)).not.toBeNull();
    expect(screen.getByRole('list', { name: 'Steps: Getting started' }).children).toHaveLength(4);
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    expect((await axe.run(document.body, noContrast)).violations.map((v) => v.id)).toEqual([]);
  });
});
