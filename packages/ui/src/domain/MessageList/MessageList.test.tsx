import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { classifyChange } from './change';
import { makeMessages } from './fixtures';
import { MessageList } from './MessageList';

const m = (id: string, mine = false) => ({ id, mine });

describe('classifyChange', () => {
  it('tells prepends, appends, updates and resets apart', () => {
    const a = [m('3'), m('4')];
    expect(classifyChange(a, [m('1'), m('2'), m('3'), m('4')])).toEqual({ kind: 'prepend', added: 2 });
    expect(classifyChange(a, [m('3'), m('4'), m('5'), m('6', true)])).toEqual({
      kind: 'append',
      added: 2,
      mine: true,
    });
    expect(classifyChange(a, [m('3'), m('4')])).toEqual({ kind: 'same' });
    expect(classifyChange(a, [m('9'), m('10')])).toEqual({ kind: 'reset' });
    expect(classifyChange([], a)).toEqual({ kind: 'reset' });
    expect(classifyChange(a, [])).toEqual({ kind: 'reset' });
    // Older page and a new message at once: the end moved, so it reads as an append.
    expect(classifyChange(a, [m('2'), m('3'), m('4'), m('5')]).kind).toBe('append');
  });
});

describe('MessageList', { timeout: 20_000 }, () => {
  // jsdom has no layout; virtua only needs the observer to exist (Chromium runs the real thing in the stories).
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    Element.prototype.scrollTo ??= function scrollTo() {};
  });

  it('is a labelled, focusable log that says when history is exhausted', async () => {
    renderUi(<MessageList messages={makeMessages(0, 5)} hasMore={false} conversationType="GROUP" />);
    const log = screen.getByRole('log', { name: '聊天记录' });
    expect(log).toHaveAttribute('tabindex', '0');
    expect(await axeViolations()).toEqual([]);
  });

  it('marks the log busy while older messages load', () => {
    renderUi(<MessageList messages={makeMessages(0, 5)} hasMore loadingOlder />, { locale: 'en' });
    expect(screen.getByRole('log', { name: 'Messages' })).toHaveAttribute('aria-busy', 'true');
  });
});
