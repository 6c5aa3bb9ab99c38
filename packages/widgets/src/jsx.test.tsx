// Type-level check, run by tsc (npm run typecheck) and as a test: the elements are valid JSX with
// their attributes and typed event props, and a wrong attribute is an error.
import { describe, expect, it } from 'vitest';
import type {} from './jsx';

describe('JSX types for partners who bundle', () => {
  it('accepts the widgets with their attributes and typed events', () => {
    const onFollow = (event: CustomEvent<{ vcardId: string; userId: string; followed: boolean }>) =>
      event.detail.followed;
    const tree = (
      <>
        <pf-business-card vcard-id="1" locale="en" theme="#0f766e" onpf-follow={onFollow} />
        <pf-enterprise-card company-id="9131" onpf-open-profile={(e) => e.detail.url} />
        <pf-chat-bubble onpf-unread={(e) => e.detail.count} />
        {/* @ts-expect-error locale is zh or en */}
        <pf-chat-bubble locale="fr" />
      </>
    );
    expect(tree).toBeTruthy();
    const el: HTMLElementTagNameMap['pf-enterprise-card'] | null =
      document.querySelector('pf-enterprise-card');
    expect(el).toBeNull();
  });
});
