import { SmsSendError, type SmsSender } from "./sms";

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164, or a messaging service SID (MG…). */
  from: string;
  /** https://api.twilio.com, or a stand-in in tests. */
  apiUrl: string;
}

const TIMEOUT_MS = 10_000;

/** Twilio's error body (https://www.twilio.com/docs/usage/twilios-response): code, message, status. */
function describeError(status: number, body: unknown): string {
  if (body && typeof body === "object") {
    const { code, message } = body as { code?: unknown; message?: unknown };
    if (typeof message === "string")
      return `Twilio answered ${status}${typeof code === "number" ? ` (code ${code})` : ""}: ${message}`;
  }
  return `Twilio answered ${status}`;
}

/** Twilio's Messages resource over REST: one form-encoded POST per message, HTTP Basic auth. */
export class TwilioSms implements SmsSender {
  readonly name = "twilio";
  constructor(private readonly settings: TwilioSettings) {}

  async send(message: { to: string; text: string }): Promise<void> {
    const { accountSid, authToken, from, apiUrl } = this.settings;
    const url = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const form = new URLSearchParams({ To: message.to, Body: message.text });
    form.set(from.startsWith("MG") ? "MessagingServiceSid" : "From", from);
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsSendError(`Twilio could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new SmsSendError(describeError(response.status, body));
  }
}
