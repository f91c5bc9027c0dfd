import { describe, expect, it } from "vitest";
import { formPhone } from "../../src/server/features/post-form/service";
import { excerptOf, sanitizeContent, slugForTitle } from "../../src/server/lib/post-text";
import { uploadUrls } from "../../src/server/lib/upload-urls";

describe("ad texts on the server", () => {
  it("transliterates Russian, Ukrainian and Polish titles into slugs with a short suffix", () => {
    expect(slugForTitle("Водитель CDL класса А — Чикаго")).toMatch(/^voditel-cdl-klassa-a-chikago-[a-z0-9]{6}$/);
    expect(slugForTitle("Шукаємо їжака в Києві")).toMatch(/^shukayemo-yizhaka-v-kiyevi-[a-z0-9]{6}$/);
    expect(slugForTitle("Żółta łódź na sprzedaż")).toMatch(/^zolta-lodz-na-sprzedaz-[a-z0-9]{6}$/);
    expect(slugForTitle("🚚🚚🚚")).toMatch(/^post-[a-z0-9]{6}$/);
    expect(slugForTitle(`Очень ${"длинное ".repeat(20)}название`).length).toBeLessThanOrEqual(67);
    expect(slugForTitle("Один и тот же")).not.toBe(slugForTitle("Один и тот же"));
  });

  it("keeps only the allowed HTML", () => {
    expect(
      sanitizeContent(
        '<p style="color:red" onclick="x()">Привет <b>мир</b></p><script>alert(1)</script><iframe ' +
          'src="//evil"></iframe>',
      ),
    ).toBe("<p>Привет <b>мир</b></p>");
    expect(sanitizeContent('<a href="tel:+17735550142" target="_self" rel="me">звоните</a>')).toBe(
      '<a href="tel:+17735550142" rel="nofollow noopener ugc" target="_blank">звоните</a>',
    );
    expect(sanitizeContent('<a href="javascript:alert(1)">x</a><h1>Заголовок</h1><h3>Подзаголовок</h3>')).toBe(
      '<a rel="nofollow noopener ugc" target="_blank">x</a>Заголовок<h3>Подзаголовок</h3>',
    );
  });

  it("cuts the excerpt at a word boundary", () => {
    expect(excerptOf("<p>Короткий текст.</p>")).toBe("Короткий текст.");
    const long = excerptOf(`<p>${"слово ".repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(201);
    expect(long).toMatch(/слово…$/);
  });

  it("gives a stored phone back in the form's shape", () => {
    expect(formPhone("+17735550142")).toEqual({ phone: "773-555-0142", country_code: "+1" });
    expect(formPhone("+380501234567")).toEqual({ phone: "50 123 4567", country_code: "+380" });
    expect(formPhone("+48501234567")).toEqual({ phone: "501 234 567", country_code: "+48" });
    expect(formPhone("773-555-0142")).toEqual({ phone: "773-555-0142", country_code: "+1" });
    expect(formPhone(undefined)).toEqual({ phone: "", country_code: "+1" });
  });

  it("serves uploads under /uploads", () => {
    expect(uploadUrls({ storageKey: "a/b.webp", thumbKey: "a/b-t.webp" })).toEqual({
      url: "/uploads/a/b.webp",
      thumb_url: "/uploads/a/b-t.webp",
    });
  });
});
