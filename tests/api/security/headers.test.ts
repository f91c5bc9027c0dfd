import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executableInlineScripts, scriptHashSource } from "../../../src/server/html/inline-scripts";
import { get } from "../client";
import { dedicatedServer, type PreparedServer } from "../direct-db";
import { readHead } from "../html";

/** The directives of a CSP header, by name. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

async function firstPostPath(): Promise<string> {
  const listing = await (await get("/job")).text();
  const path = /href="(\/job\/post\/[^"]+)"/.exec(listing)?.[1];
  if (!path) throw new Error("no post on /job");
  return path;
}

describe("pages tell the browser a strict policy", () => {
  it("every inline script a page runs has its hash in the CSP; nothing else runs inline or by eval", async () => {
    const pages = [
      "/",
      "/job",
      "/cdl",
      "/ua/job",
      await firstPostPath(),
      "/form/job",
      "/auth/login",
      "/no-such-page-at-all",
    ];
    for (const path of pages) {
      const response = await get(path);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      const html = await response.text();
      const csp = directives(response.headers.get("content-security-policy"));
      const scriptSrc = csp.get("script-src") ?? [];
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).not.toContain("'unsafe-eval'");
      const scripts = executableInlineScripts(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts)
        expect(scriptSrc, `${path}: ${script.slice(0, 60)}`).toContain(scriptHashSource(script));
      expect(csp.get("object-src"), path).toEqual(["'none'"]);
      expect(csp.get("base-uri"), path).toEqual(["'none'"]);
      expect(csp.get("default-src"), path).toEqual(["'self'"]);
      expect(csp.get("worker-src"), path).toEqual(["'self'"]);
    }
  });

  it("data scripts (boot data, JSON-LD) are not run, so need no hash: the server-drawn post has both", async () => {
    const html = await (await get(await firstPostPath())).text();
    expect(html).toMatch(/<script id="boot-data" type="application\/json">/);
    expect(readHead(html).jsonLd.length).toBeGreaterThan(0);
    expect(executableInlineScripts(html).some((script) => script.includes("@context"))).toBe(false);
  });

  it("no other site may frame a page: frame-ancestors 'none' and X-Frame-Options DENY", async () => {
    for (const path of ["/", "/job", await firstPostPath(), "/form/job"]) {
      const response = await get(path);
      expect(directives(response.headers.get("content-security-policy")).get("frame-ancestors"), path).toEqual([
        "'none'",
      ]);
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });

  it("the sign-in pages (framed by the quick-auth overlay) and the offline shell allow our origin only", async () => {
    for (const path of ["/auth/login", "/auth/email-login", "/ua/auth/login", "/index.html"]) {
      const response = await get(path);
      expect(directives(response.headers.get("content-security-policy")).get("frame-ancestors"), path).toEqual([
        "'self'",
      ]);
      expect(response.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
  });

  it("nosniff, Referrer-Policy, Permissions-Policy and COOP; no HSTS outside production", async () => {
    const response = await get("/job");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const permissions = response.headers.get("permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(permissions).toContain(`${feature}=()`);
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(directives(response.headers.get("content-security-policy")).has("upgrade-insecure-requests")).toBe(false);
  });
});

describe("API answers and files", () => {
  it("JSON, XML, text and images carry a CSP that allows nothing, frame protection and nosniff", async () => {
    for (const path of [
      "/v1/main-config",
      "/v1/sections",
      "/v1/no-such-endpoint",
      "/sitemap.xml",
      "/robots.txt",
      "/manifest.webmanifest",
      "/icons/favicon.svg",
    ]) {
      const response = await get(path);
      await response.arrayBuffer();
      expect(response.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("the service worker's script keeps no CSP of its own (it would become the worker's policy)", async () => {
    const response = await get("/custom-sw.js");
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("in production (NODE_ENV=production, PUBLIC_URL set, TRUST_PROXY on)", () => {
  let server: PreparedServer;
  beforeAll(async () => {
    server = await dedicatedServer({
      NODE_ENV: "production",
      SEED_DEMO: "false",
      PUBLIC_URL: "https://obyava.example/",
      TRUST_PROXY: "true",
      // Unused here, but production refuses to start without real providers; nothing is sent.
      TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000001",
      TWILIO_AUTH_TOKEN: "unused-auth-token",
      TWILIO_FROM: "+15005550006",
      TWILIO_API_URL: "http://127.0.0.1:9",
      SMTP_URL: "smtp://127.0.0.1:9",
      MAIL_FROM: "Obyava <noreply@obyava.example>",
      AUTH_SECRET: "a-test-only-secret-of-more-than-32-characters",
      STRIPE_SECRET_KEY: "sk_test_unused",
      STRIPE_PUBLISHABLE_KEY: "pk_test_unused",
      STRIPE_WEBHOOK_SECRET: "whsec_unused",
      STRIPE_API_URL: "http://127.0.0.1:9",
    });
  });
  afterAll(() => server.stop());

  it("sends HSTS for a year or more with subdomains, and asks for HTTPS subresources", async () => {
    for (const path of ["/job", "/v1/sections"]) {
      const response = await fetch(new URL(path, server.url));
      await response.arrayBuffer();
      const hsts = response.headers.get("strict-transport-security") ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain("includeSubDomains");
    }
    const page = await fetch(new URL("/job", server.url));
    expect(directives(page.headers.get("content-security-policy")).has("upgrade-insecure-requests")).toBe(true);
    await page.arrayBuffer();
  });

  it("PUBLIC_URL is the origin, whatever the Host or the proxy's headers say", async () => {
    const page = await fetch(new URL("/job", server.url), {
      headers: { "x-forwarded-host": "other.example", "x-forwarded-proto": "http" },
    });
    expect(readHead(await page.text()).canonical).toBe("https://obyava.example/job");
    const robots = await (await fetch(new URL("/robots.txt", server.url))).text();
    expect(robots).toContain("Sitemap: https://obyava.example/sitemap.xml");
  });

  it("has no test clock: moving the server's time is for test servers alone", async () => {
    const moved = await fetch(new URL("/v1/test/clock", server.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ advance_ms: 3_600_000 }),
    });
    expect(moved.status).toBe(404);
    expect((await fetch(new URL("/v1/test/clock", server.url))).status).toBe(404);
  });
});
