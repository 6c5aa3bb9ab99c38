import type { MessageTable } from '../messageTable';

/** Messages of the resource service: SMS codes and file uploads. */
export const RESOURCE_MESSAGES = {
  smsCodeInvalid: { zh: '短信验证码不正确或已过期', en: 'The SMS code is wrong or expired' },
  smsTooFrequent: { zh: '发送过于频繁，请稍后再试', en: 'Codes are sent too often; please wait a moment' },
  smsSent: { zh: '验证码已发送', en: 'Verification code sent' },
  fileMissing: { zh: '请选择要上传的文件', en: 'No file was sent' },
  fileTooLarge: { zh: '文件超过大小限制', en: 'The file is larger than allowed' },
  imageTypeNotAllowed: {
    zh: '不支持的图片格式，请上传 PNG、JPEG、WebP 或 GIF 图片',
    en: 'Unsupported image type: upload a PNG, JPEG, WebP or GIF image',
  },
  videoTypeNotAllowed: {
    zh: '不支持的视频格式，请上传 MP4 或 WebM 视频',
    en: 'Unsupported video type: upload an MP4 or WebM video',
  },
  fileTypeNotAllowed: {
    zh: '不支持的文件类型，请上传 PDF、Word、Excel、PowerPoint、ZIP、TXT、CSV、图片或视频文件',
    en: 'Unsupported file type: upload a PDF, Word, Excel, PowerPoint, ZIP, TXT or CSV file, an image or a video',
  },
  imageUnreadable: { zh: '图片已损坏或无法识别', en: 'The image is damaged or cannot be read' },
  imageTooManyPixels: { zh: '图片分辨率过大', en: 'The image has too many pixels' },
} as const satisfies MessageTable;
