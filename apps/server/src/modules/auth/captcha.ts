import type { Queryable } from '../../db/db';
import { badRequest } from '../../lib/errors';
import { newId, randomToken } from '../../lib/crypto';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, PIECE_BOX, drawPuzzle } from './captcha-image';

const PUZZLE_TTL_SECONDS = 120;
const VERIFICATION_TTL_SECONDS = 120;
/** How far (px) the dropped piece may sit from the gap. */
export const CAPTCHA_TOLERANCE = 5;

export async function issuePuzzle(db: Queryable) {
  const puzzle = drawPuzzle();
  const token = newId();
  await db.query('delete from captchas where expires_at < now()');
  await db.query(
    `insert into captchas (token, answer_x, answer_y, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [token, puzzle.x, puzzle.y, PUZZLE_TTL_SECONDS],
  );
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
export async function checkPuzzle(db: Queryable, token: string, pointJson: string) {
  const x = parsePointX(pointJson);
  const [row] = await db.query<{ answer_x: number }>(
    'delete from captchas where token = $1 and expires_at > now() returning answer_x',
    [token],
  );
  if (!row || x === undefined || Math.abs(row.answer_x - x) > CAPTCHA_TOLERANCE) {
    throw badRequest('captchaCheckFailed');
  }
  const verification = randomToken(24);
  await db.query(
    `insert into captcha_verifications (verification, expires_at) values ($1, now() + make_interval(secs => $2))`,
    [verification, VERIFICATION_TTL_SECONDS],
  );
  return { captchaVerification: verification };
}

/** Each verification logs in (or sends an SMS) once, within its lifetime. */
export async function consumeVerification(db: Queryable, verification: string | undefined): Promise<boolean> {
  if (!verification) return false;
  const rows = await db.query(
    `update captcha_verifications set used_at = now()
     where verification = $1 and used_at is null and expires_at > now() returning 1`,
    [verification],
  );
  return rows.length === 1;
}

/** Test mode only: the answer, so E2E journeys can solve the slider like a person would. */
export async function puzzleAnswer(db: Queryable, token: string) {
  const [row] = await db.query<{ answer_x: number; answer_y: number }>(
    'select answer_x, answer_y from captchas where token = $1',
    [token],
  );
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
