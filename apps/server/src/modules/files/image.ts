import sharp from 'sharp';

type Sharp = ReturnType<typeof sharp>;
import { ResultCode, type UploadKind } from '@platform/contracts';
import { AppError, badRequest } from '../../lib/errors';

/** Longest side of a stored image; an avatar is cropped to a square of AVATAR_SIDE. */
export const MAX_SIDE = 4096;
export const AVATAR_SIDE = 512;
/** Refuses decompression bombs before decoding: 40 megapixels is beyond any phone camera. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface EncodedImage {
  bytes: Buffer;
  mime: string;
  width: number;
  height: number;
}

/**
 * Decodes and re-encodes an image in its own format: the stored bytes are pixels written by sharp,
 * so metadata (EXIF, GPS), comments and anything appended to the file are gone. Animated GIF and
 * WebP images stay animated, except avatars (first frame).
 */
export async function reencodeImage(
  input: Uint8Array,
  mime: string,
  kind: UploadKind,
): Promise<EncodedImage> {
  const animated = kind !== 'avatar' && (mime === 'image/gif' || mime === 'image/webp');
  try {
    let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' });
    if (!animated) image = image.rotate();
    image =
      kind === 'avatar'
        ? image.resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', withoutEnlargement: true })
        : image.resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await encode(image, mime).toBuffer({ resolveWithObject: true });
    return { bytes: data, mime, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (/pixel limit/i.test(String(error)))
      throw new AppError('imageTooManyPixels', ResultCode.PAYLOAD_TOO_LARGE, 413);
    throw badRequest('imageUnreadable');
  }
}

function encode(image: Sharp, mime: string): Sharp {
  switch (mime) {
    case 'image/png':
      return image.png();
    case 'image/jpeg':
      return image.jpeg({ quality: 85 });
    case 'image/webp':
      return image.webp({ quality: 85 });
    case 'image/gif':
      return image.gif();
    default:
      throw new Error(`no encoder for ${mime}`);
  }
}
