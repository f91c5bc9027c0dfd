import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";

describe("server configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.DATA_DIR).toBe(path.resolve("./data"));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.NODE_ENV).toBe("development");
  });

  it("names the bad value and why", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT="eighty"/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL.*postgres/);
    expect(() => loadConfig({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });

  it("takes the moderation trust threshold for test servers only, never in production", () => {
    expect(loadConfig({ MODERATION_TRUSTED_APPROVED_ADS: "0" }).MODERATION_TRUSTED_APPROVED_ADS).toBe(0);
    expect(loadConfig({}).MODERATION_TRUSTED_APPROVED_ADS).toBeUndefined();
    expect(() => loadConfig({ MODERATION_TRUSTED_APPROVED_ADS: "-1" })).toThrow(/MODERATION_TRUSTED_APPROVED_ADS/);
    expect(() => loadConfig({ NODE_ENV: "production", MODERATION_TRUSTED_APPROVED_ADS: "0" })).toThrow(
      /MODERATION_TRUSTED_APPROVED_ADS: a test setting/,
    );
  });

  it("takes a PostgreSQL URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@localhost:5432/db" }).DATABASE_URL).toBe(
      "postgres://u:p@localhost:5432/db",
    );
  });

  it("refuses production without a real SMS provider, real mail and the public origin, naming them", () => {
    const attempt = () => loadConfig({ NODE_ENV: "production" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: production needs a real SMS provider/);
    expect(attempt).toThrow(/SMTP_URL, MAIL_FROM: production needs a real mail server/);
    expect(attempt).toThrow(/PUBLIC_URL/);
    expect(attempt).toThrow(/AUTH_SECRET: production needs the sign-in codes' key/);
    expect(attempt).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: production needs a real card processor/,
    );
    const complete = loadConfig({
      NODE_ENV: "production",
      TWILIO_ACCOUNT_SID: "AC1",
      TWILIO_AUTH_TOKEN: "secret",
      TWILIO_FROM: "+15005550006",
      SMTP_URL: "smtps://u:p@smtp.example.com",
      MAIL_FROM: "Obyava <no-reply@example.com>",
      PUBLIC_URL: "https://obyava.example/",
      AUTH_SECRET: "a-production-key-of-at-least-32-characters",
      STRIPE_SECRET_KEY: "sk_live_1",
      STRIPE_PUBLISHABLE_KEY: "pk_live_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    });
    expect(complete.PUBLIC_URL).toBe("https://obyava.example");
    expect(complete.STRIPE_API_URL).toBe("https://api.stripe.com");
    expect(complete.TWILIO_API_URL).toBe("https://api.twilio.com");
  });

  it("refuses half of a provider's settings", () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: "AC1" })).toThrow(
      /TWILIO_AUTH_TOKEN, TWILIO_FROM: needed with the other Twilio settings/,
    );
    expect(() => loadConfig({ SMTP_URL: "smtp://localhost:25" })).toThrow(/MAIL_FROM: needed/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: needed with the other Stripe settings/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_1" })).toThrow(/STRIPE_SECRET_KEY=…: must be a Stripe/);
  });

  it("has the auth defaults and never echoes a secret it refuses", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ TRUST_PROXY: false, OTP_IP_LIMIT_PER_HOUR: 30, SESSION_TTL_S: 2_592_000 });
    expect(config.AUTH_SECRET).toBeUndefined();
    expect(() => loadConfig({ AUTH_SECRET: "short-secret" })).toThrow(/AUTH_SECRET=…: must be at least 32/);
    expect(() => loadConfig({ AUTH_SECRET: "short-secret" })).not.toThrow(/short-secret/);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
  });
});
