import { createTransport, type Transporter } from "nodemailer";
import type { MailMessage, MailSender } from "./mail";

/** Mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com) with nodemailer. */
export class SmtpMail implements MailSender {
  readonly name = "smtp";
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }
}
