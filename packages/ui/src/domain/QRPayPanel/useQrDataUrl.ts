import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTheme } from 'styled-components';

/** Renders `text` as a QR image data URL of `size` px in the theme's text colour. */
export function useQrDataUrl(text: string, size: number): string {
  const theme = useTheme();
  const [url, setUrl] = useState('');
  const dark = theme.colors.text;
  const light = theme.colors.surface;
  useEffect(() => {
    let live = true;
    if (!text) return;
    toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M', color: { dark, light } }).then(
      (data) => live && setUrl(data),
      () => live && setUrl(''),
    );
    return () => {
      live = false;
    };
  }, [text, size, dark, light]);
  return text ? url : '';
}
