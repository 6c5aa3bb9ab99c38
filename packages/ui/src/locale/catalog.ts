import { zh, type UiLocale, type UiMessages } from './messages';
import { en } from './messagesEn';

/** The kit's copy by language. */
export const messages: Record<UiLocale, UiMessages> = { zh, en };
