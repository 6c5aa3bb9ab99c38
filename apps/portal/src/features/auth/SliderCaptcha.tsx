import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@platform/ui';
import { useCaptchaCheckMutation, useCaptchaGetMutation } from './authApi';

const Frame = styled.div<{ $width: number }>`
  width: ${({ $width }) => $width}px;
  max-width: 100%;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Picture = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  img {
    position: absolute;
    left: 0;
    top: 0;
    user-select: none;
    pointer-events: none;
  }
`;

const Track = styled.div`
  position: relative;
  height: 40px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: 13px;
  display: grid;
  place-items: center;
  user-select: none;
`;

const Handle = styled.div`
  position: absolute;
  top: 0;
  width: 40px;
  height: 40px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.brand[500]};
  color: ${({ theme }) => theme.colors.onBrand[500]};
  display: grid;
  place-items: center;
  cursor: grab;
  touch-action: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

interface Puzzle {
  token: string;
  originalImageBase64: string;
  jigsawImageBase64: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
}

/**
 * Block-puzzle slider: drag the piece into the gap; the server checks the x position and answers
 * with a single-use captchaVerification for the password grant.
 */
export function SliderCaptcha({ onVerified }: { onVerified: (verification: string) => void }) {
  const { t } = useTranslation();
  const [getPuzzle] = useCaptchaGetMutation();
  const [check, { isLoading: checking }] = useCaptchaCheckMutation();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [x, setX] = useState(0);
  const [failed, setFailed] = useState(false);
  const drag = useRef<{ startX: number; origin: number } | null>(null);

  const load = useCallback(async () => {
    const result = await getPuzzle();
    setX(0);
    if ('data' in result && result.data) setPuzzle(result.data);
  }, [getPuzzle]);

  useEffect(() => {
    let active = true;
    void getPuzzle().then((result) => {
      if (active && 'data' in result && result.data) setPuzzle(result.data);
    });
    return () => {
      active = false;
    };
  }, [getPuzzle]);

  const maxX = puzzle ? puzzle.width - puzzle.pieceSize : 0;
  const clamp = (value: number) => Math.max(0, Math.min(maxX, Math.round(value)));

  const submit = async (position: number) => {
    if (!puzzle) return;
    const result = await check({
      captchaType: 'blockPuzzle',
      token: puzzle.token,
      pointJson: JSON.stringify({ x: position, y: puzzle.pieceY }),
    });
    if ('data' in result && result.data) {
      onVerified(result.data.captchaVerification);
      return;
    }
    setFailed(true);
    await load();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, origin: x };
    setFailed(false);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setX(clamp(drag.current.origin + event.clientX - drag.current.startX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const position = clamp(drag.current.origin + event.clientX - drag.current.startX);
    drag.current = null;
    setX(position);
    void submit(position);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowRight') setX((v) => clamp(v + step));
    else if (event.key === 'ArrowLeft') setX((v) => clamp(v - step));
    else if (event.key === 'Enter') void submit(x);
    else return;
    event.preventDefault();
  };

  if (!puzzle) return <Spinner />;
  return (
    <Frame $width={puzzle.width} data-testid="slider-captcha">
      <Picture $height={puzzle.height}>
        <img src={puzzle.originalImageBase64} width={puzzle.width} height={puzzle.height} alt="" />
        <img
          src={puzzle.jigsawImageBase64}
          width={puzzle.pieceSize}
          height={puzzle.pieceSize}
          style={{ left: x, top: puzzle.pieceY }}
          alt=""
          data-testid="captcha-piece"
        />
      </Picture>
      <Track>
        {failed ? t('login.captchaFailed') : t('login.captchaHint')}
        <Handle
          role="slider"
          tabIndex={0}
          aria-label={t('login.captchaHint')}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={x}
          aria-busy={checking}
          style={{ left: x }}
          data-testid="captcha-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
        >
          →
        </Handle>
      </Track>
      <Button variant="link" onClick={() => void load()}>
        {t('login.captchaRefresh')}
      </Button>
    </Frame>
  );
}
