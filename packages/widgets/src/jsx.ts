import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/**
 * Types for partners who bundle: the elements in React 19's JSX (attributes and `onpf-*` event
 * props, which React 19 attaches as listeners on custom elements) and in `document.querySelector`.
 */

/** Attributes every widget takes. */
export interface CommonWidgetAttributes {
  /** `zh` (default) or `en`. */
  locale?: 'zh' | 'en';
  /** `blue` (default), `common`, or a brand colour `#rrggbb`. */
  theme?: string;
  /** The customer (white label) code whose configuration and partner origins apply. */
  customer?: string;
  /** A widget token your backend minted (POST /api/widget/token); shared by every widget. */
  token?: string;
}

export interface PfErrorDetail {
  message: string;
  name: string;
  code?: number;
}

export interface PfLoginRequiredDetail {
  /** What the visitor tried: follow, save, friend, message, monitor, report, chat. */
  action: string;
}

type Listener<T> = (event: CustomEvent<T>) => void;

export interface CommonWidgetEvents {
  'onpf-ready'?: Listener<undefined>;
  'onpf-error'?: Listener<PfErrorDetail>;
  'onpf-login-required'?: Listener<PfLoginRequiredDetail>;
}

export interface BusinessCardAttributes extends CommonWidgetAttributes, CommonWidgetEvents {
  'vcard-id': string;
  'onpf-follow'?: Listener<{ vcardId: string; userId: string; followed: boolean }>;
  'onpf-message'?: Listener<{ userId: string; vcardId: string }>;
}

export interface EnterpriseCardAttributes extends CommonWidgetAttributes, CommonWidgetEvents {
  'company-id'?: string;
  uscc?: string;
  'onpf-follow'?: Listener<{ companyId: string; followed: boolean }>;
  'onpf-open-profile'?: Listener<{ companyId: string; url: string }>;
}

export interface ChatBubbleAttributes extends CommonWidgetAttributes, CommonWidgetEvents {
  'onpf-unread'?: Listener<{ count: number }>;
}

type WidgetJsx<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in a namespace
  namespace JSX {
    interface IntrinsicElements {
      'pf-business-card': WidgetJsx<BusinessCardAttributes>;
      'pf-enterprise-card': WidgetJsx<EnterpriseCardAttributes>;
      'pf-chat-bubble': WidgetJsx<ChatBubbleAttributes>;
    }
  }
}

/** The element as scripts see it: attributes mirrored as camelCase properties. */
export interface WidgetElement extends HTMLElement {
  locale?: string;
  theme?: string;
  customer?: string;
  token?: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'pf-business-card': WidgetElement & { vcardId?: string };
    'pf-enterprise-card': WidgetElement & { companyId?: string; uscc?: string };
    'pf-chat-bubble': WidgetElement;
  }
}
