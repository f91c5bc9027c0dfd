/** Sends a text message. Implementations: ConsoleSms (development, tests) and TwilioSms (production). */
export interface SmsSender {
  readonly name: string;
  /** Resolves once the provider accepted the message; throws SmsSendError otherwise. */
  send(message: { to: string; text: string }): Promise<void>;
}

/** The provider did not take the message (the caller answers 502: "could not send the code"). */
export class SmsSendError extends Error {}
