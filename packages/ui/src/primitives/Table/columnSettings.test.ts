import { describe, expect, it } from 'vitest';
import { applyColumnSettings, moveColumnSetting, normalizeColumnSettings } from './columnSettings';

const columns = [{ key: 'name' }, { key: 'city' }, { key: 'capital' }];

describe('column settings', () => {
  it('keeps the saved order, drops unknown keys and appends new columns visible', () => {
    expect(
      normalizeColumnSettings(
        ['name', 'city', 'capital'],
        [
          { key: 'capital', visible: true },
          { key: 'gone', visible: true },
          { key: 'name', visible: false },
        ],
      ),
    ).toEqual([
      { key: 'capital', visible: true },
      { key: 'name', visible: false },
      { key: 'city', visible: true },
    ]);
  });

  it('never hides every column', () => {
    expect(
      normalizeColumnSettings(
        ['a', 'b'],
        [
          { key: 'a', visible: false },
          { key: 'b', visible: false },
        ],
      ),
    ).toEqual([
      { key: 'a', visible: true },
      { key: 'b', visible: false },
    ]);
  });

  it('draws the visible columns in order and moves one', () => {
    const saved = [
      { key: 'city', visible: true },
      { key: 'name', visible: true },
      { key: 'capital', visible: false },
    ];
    expect(applyColumnSettings(columns, saved).map((c) => c.key)).toEqual(['city', 'name']);
    expect(applyColumnSettings(columns, null).map((c) => c.key)).toEqual(['name', 'city', 'capital']);
    expect(moveColumnSetting(saved, 0, 2).map((s) => s.key)).toEqual(['name', 'capital', 'city']);
    expect(moveColumnSetting(saved, 0, -1)).toEqual(saved);
  });
});
