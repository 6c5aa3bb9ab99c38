import { z } from 'zod';
import { endpoint } from '../envelope';
import { resourceRoutes as routes } from './routes';
import * as schemas from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './files';

export const resourceApi = {
  sendValidateNologinBlock: endpoint({
    ...routes.sendValidateNologinBlock,
    input: schemas.sendValidateNologinBlockInput,
    output: schemas.smsSentSchema,
  }),
  sendValidateNologin: endpoint({
    ...routes.sendValidateNologin,
    input: schemas.sendValidateNologinInput,
    output: schemas.smsSentSchema,
  }),
  validateMessageNologin: endpoint({
    ...routes.validateMessageNologin,
    input: schemas.validateMessageNologinInput,
    output: z.boolean(),
  }),
  sendValidateByUserId: endpoint({
    ...routes.sendValidateByUserId,
    input: schemas.sendValidateByUserIdInput,
    output: schemas.smsSentSchema,
  }),
  validateMessageByUserId: endpoint({
    ...routes.validateMessageByUserId,
    input: schemas.validateMessageByUserIdInput,
    output: z.boolean(),
  }),
  fileUpload: endpoint({
    ...routes.fileUpload,
    input: schemas.fileUploadInput,
    output: schemas.uploadedFileSchema,
  }),
  /** Answers the file's bytes with its stored content type, not an envelope. */
  fileGet: endpoint({ ...routes.fileGet, input: schemas.fileGetInput, output: z.unknown() }),
};
