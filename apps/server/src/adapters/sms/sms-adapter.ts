export interface SmsMessage {
  phone: string;
  text: string;
  /** The verification code, kept so the test-mode inbox can hand it to E2E journeys. */
  code: string;
  id: string;
  sentAt: Date;
}

export interface SmsAdapter {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
  /** Test mode only: the latest message sent to a phone. */
  latest?(phone: string): SmsMessage | undefined;
}
