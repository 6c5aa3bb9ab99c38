import { SERVICE } from '../services';

/** What an upload is for: a user's avatar, a card image (modules 5, 11, 12, 13) or a video (module 4). */
export const UPLOAD_KINDS = ['avatar', 'image', 'video'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;

/** Largest accepted file of each kind, in bytes. */
export const UPLOAD_MAX_BYTES: Readonly<Record<UploadKind, number>> = {
  avatar: 5 * MB,
  image: 5 * MB,
  video: 20 * MB,
};

/** Types accepted by content (the file's bytes, not its name or declared type). */
export const UPLOAD_TYPES: Readonly<Record<UploadKind, readonly string[]>> = {
  avatar: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  video: ['video/mp4', 'video/webm'],
};

/** The relative URL a card stores for an uploaded file: it works behind any domain. */
export const fileUrl = (id: string) => `${SERVICE.resource}/file/${id}`;
