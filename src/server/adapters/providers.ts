import type { Config } from "../config";
import type { Db } from "../db/client";
import type { MailSender } from "./mail";
import { ConsoleMail } from "./mail-console";
import { SmtpMail } from "./mail-smtp";
import type { PaymentProvider } from "./payments";
import { SandboxPayments } from "./payments-sandbox";
import { StripePayments } from "./payments-stripe";
import type { SmsSender } from "./sms";
import { ConsoleSms } from "./sms-console";
import { TwilioSms } from "./sms-twilio";

type ProviderConfig = Pick<
  Config,
  "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM" | "TWILIO_API_URL" | "SMTP_URL" | "MAIL_FROM"
>;

/** Twilio when configured, else the console (loadConfig refuses production without Twilio). */
export function smsSender(config: ProviderConfig, db: Db): SmsSender {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
  if (accountSid && authToken && from)
    return new TwilioSms({ accountSid, authToken, from, apiUrl: config.TWILIO_API_URL });
  return new ConsoleSms(db);
}

/** SMTP when configured, else the console. */
export function mailSender(config: ProviderConfig, db: Db): MailSender {
  if (config.SMTP_URL && config.MAIL_FROM) return new SmtpMail(config.SMTP_URL, config.MAIL_FROM);
  return new ConsoleMail(db);
}

/** Stripe when its keys are set, else the sandbox (loadConfig refuses production without Stripe). */
export function paymentProvider(
  config: Pick<Config, "STRIPE_SECRET_KEY" | "STRIPE_PUBLISHABLE_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL">,
): PaymentProvider {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey } = config;
  const { STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (secretKey && publishableKey && webhookSecret)
    return new StripePayments({ secretKey, publishableKey, webhookSecret, apiUrl: config.STRIPE_API_URL });
  return new SandboxPayments();
}
