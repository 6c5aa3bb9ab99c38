export {
  COMMON_EMOJI,
  MessageComposer,
  type ComposerUpload,
  type MessageComposerProps,
} from './MessageComposer';
