import type { FastifyBaseLogger } from 'fastify';
import type { SmsAdapter, SmsMessage } from './sms-adapter';

/** Development sink: writes each SMS to the server log; remembers the last one per phone. */
export function createLogSms(log: FastifyBaseLogger): SmsAdapter {
  const inbox = new Map<string, SmsMessage>();
  return {
    name: 'log (development sink: codes appear in the server log)',
    async send(message) {
      inbox.set(message.phone, message);
      if (inbox.size > 1000) inbox.delete(inbox.keys().next().value as string);
      log.info({ sms: { phone: message.phone, text: message.text } }, 'SMS sent (log adapter)');
    },
    latest: (phone) => inbox.get(phone),
  };
}
