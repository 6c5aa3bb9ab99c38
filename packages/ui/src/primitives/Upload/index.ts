export { Upload, type UploadItem, type UploadProps } from './Upload';
export { isAccepted } from './accept';
