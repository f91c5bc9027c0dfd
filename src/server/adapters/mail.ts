export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends a mail. Implementations: ConsoleMail (development, tests) and SmtpMail (production). */
export interface MailSender {
  readonly name: string;
  /** Resolves once the server accepted the mail; throws otherwise. */
  send(message: MailMessage): Promise<void>;
}
