import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@platform/contracts';
import { fileRoutes } from './routes';

/**
 * Uploads of avatars, card images, videos and chat attachments (checked by content, avatars and
 * card images re-encoded) and their serving. The multipart parser is registered here and in the
 * customers import's own scope only, so no other route accepts multipart.
 */
export const filesModule: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: Math.max(...Object.values(UPLOAD_MAX_BYTES)), files: 1, parts: 5 },
  });
  fileRoutes(app);
};

/** Reads the one file of a multipart body within a limit (the customers import). */
export { readOneFile, type FilePart } from './read-part';
export { declaresMoreThan } from './limits';
export { uploadRoute, type UploadRouteOptions } from './upload-route';
export { storedAttachments, type AttachmentClaim, type StoredAttachment } from './stored-attachments';
