import type { Q } from '../../db/kysely';
import { badRequest } from '../../lib/errors';
import { newId, randomToken } from '../../lib/crypto';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, PIECE_BOX, drawPuzzle } from './captcha-image';
import * as repo from './repo';

const PUZZLE_TTL_SECONDS = 120;
const VERIFICATION_TTL_SECONDS = 120;
/** How far (px) the dropped piece may sit from the gap. */
export const CAPTCHA_TOLERANCE = 5;

export async function issuePuzzle(db: Q) {
  const puzzle = drawPuzzle();
  const token = newId();
  await repo.insertPuzzle(db, token, puzzle.x, puzzle.y, PUZZLE_TTL_SECONDS);
  return {
    token,
    originalImageBase64: puzzle.background,
    jigsawImageBase64: puzzle.piece,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    pieceSize: PIECE_BOX,
    pieceY: puzzle.y,
  };
}

/** One attempt per puzzle: right or wrong, the puzzle is gone afterwards. */
export async function checkPuzzle(db: Q, token: string, pointJson: string) {
  const x = parsePointX(pointJson);
  const row = await repo.takePuzzle(db, token);
  if (!row || x === undefined || Math.abs(row.answer_x - x) > CAPTCHA_TOLERANCE) {
    throw badRequest('captchaCheckFailed');
  }
  const verification = randomToken(24);
  await repo.insertVerification(db, verification, VERIFICATION_TTL_SECONDS);
  return { captchaVerification: verification };
}

/** Each verification logs in (or sends an SMS) once, within its lifetime. */
export async function consumeVerification(db: Q, verification: string | undefined): Promise<boolean> {
  if (!verification) return false;
  return repo.useVerification(db, verification);
}

/** Test mode only: the answer, so E2E journeys can solve the slider like a person would. */
export async function puzzleAnswer(db: Q, token: string) {
  const row = await repo.puzzleAnswer(db, token);
  return row ? { x: row.answer_x, y: row.answer_y } : null;
}

function parsePointX(pointJson: string): number | undefined {
  try {
    const point = JSON.parse(pointJson) as { x?: unknown };
    return typeof point.x === 'number' && Number.isFinite(point.x) ? point.x : undefined;
  } catch {
    return undefined;
  }
}
