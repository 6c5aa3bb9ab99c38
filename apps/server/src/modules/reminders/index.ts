import type { FastifyPluginAsync } from 'fastify';
import { startReminderJobs } from './jobs';

/**
 * Work reminders (issue 26; docs/reminders.md): every day, each member with 精准拓客 follow-ups or
 * 客户管理 tasks due gets one chat message from the system account listing them. No routes: the
 * chat delivers it; the due badges of both workspaces stay the live count.
 */
export const remindersModule: FastifyPluginAsync = async (app) => startReminderJobs(app);

export { sweepReminders } from './sweep';
