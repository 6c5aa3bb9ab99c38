import { useEffect, useState } from 'react';

const read = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 100;

/** The root font in px (on /largeScreen the width ÷ 19.2), kept while the window is resized. */
export function useRootFontSize(): number {
  const [size, setSize] = useState(read);
  useEffect(() => {
    const update = () => setSize(read());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
