import { describe, expect, it } from "vitest";
import { phoneForDisplay } from "../../src/client/features/posts/phone-display";

describe("a revealed phone as people read it", () => {
  it("reads a number of the viewer's own country nationally, dials and copies it in full", () => {
    expect(phoneForDisplay("+12125550174", "US")).toEqual({
      text: "(212) 555-0174",
      href: "tel:+12125550174",
      copy: "+1 212 555 0174",
    });
  });

  it("reads the country code when the viewer is elsewhere, or the number is another country's", () => {
    expect(phoneForDisplay("+12125550174", "PL").text).toBe("+1 212 555 0174");
    expect(phoneForDisplay("+48512345678", "US")).toEqual({
      text: "+48 512 345 678",
      href: "tel:+48512345678",
      copy: "+48 512 345 678",
    });
  });

  it("takes the site's default country when the viewer's is unknown", () => {
    expect(phoneForDisplay("+13472059330", null).text).toBe("(347) 205-9330");
  });

  it("shows what it cannot read as it came, with only dialable characters in the link", () => {
    expect(phoneForDisplay("call me", "US")).toEqual({ text: "call me", href: "tel:", copy: "call me" });
  });
});
