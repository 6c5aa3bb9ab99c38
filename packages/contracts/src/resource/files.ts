import { SERVICE } from '../services';

/**
 * What an upload is for: a user's avatar, a card image (modules 5, 11, 12, 13), a video (module 4)
 * or a chat attachment ('file': documents, archives, text, and images or videos sent as files).
 */
export const UPLOAD_KINDS = ['avatar', 'image', 'video', 'file'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;

/** Largest accepted file of each kind, in bytes. */
export const UPLOAD_MAX_BYTES: Readonly<Record<UploadKind, number>> = {
  avatar: 5 * MB,
  image: 5 * MB,
  video: 20 * MB,
  file: 20 * MB,
};

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/**
 * Chat attachments. All but the last two come from the file's signature (OOXML from the zip's
 * contents: a zip that is not a Word, Excel or PowerPoint file is a zip; 'application/x-cfb' is a
 * legacy .doc/.xls/.ppt). Text has no signature: it is accepted as text/plain or text/csv only when
 * named .txt or .csv and its bytes are UTF-8 without NUL bytes.
 */
export const FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
  'application/x-cfb',
  ...IMAGE_TYPES,
  ...VIDEO_TYPES,
  'text/plain',
  'text/csv',
] as const;

/** Types accepted by content (the file's bytes, not its name or declared type). */
export const UPLOAD_TYPES: Readonly<Record<UploadKind, readonly string[]>> = {
  avatar: IMAGE_TYPES,
  image: IMAGE_TYPES,
  video: VIDEO_TYPES,
  file: FILE_TYPES,
};

/** Longest kept original file name, in characters. */
export const UPLOAD_NAME_MAX = 200;

/** The relative URL a card stores for an uploaded file: it works behind any domain. */
export const fileUrl = (id: string) => `${SERVICE.resource}/file/${id}`;
