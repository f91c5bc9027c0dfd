import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  EMAIL_PATTERN,
  emailLoginRequestSchema,
  forgotPasswordRequestSchema,
  nameSchema,
  usernameSchema,
} from "../../src/shared/contract/auth";
import { dbIdSchema } from "../../src/shared/contract/common";
import {
  contactSchema,
  contentSchema,
  EMAIL_IN_TEXT,
  LINK_IN_TEXT,
  PHONE_IN_TEXT,
  titleSchema,
} from "../../src/shared/contract/post-form";
import { VALIDATION_MESSAGES } from "../../src/shared/validation/messages";

// A 200 KB title held the server for 51 s in the old patterns. These tests are about
// behaviour only (no clocks): the same answers as the old patterns, and answers on inputs of a
// million characters, which the old quadratic patterns would take hours over (the test would time out).

/** The old quadratic patterns, to compare with. */
const OLD = {
  emailInText: /[^\s@]+@[^\s@]+\.[^\s@]{2,}/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  link: /(https?:\/\/|www\.|\b[a-z0-9-]{2,}\.(com|net|org|us|ru|ua|pl|info|io|biz|me|co|app|site|online)\b)/i,
};

const textOf = (chars: string[], maxLength: number) =>
  fc.array(fc.constantFrom(...chars), { maxLength }).map((parts) => parts.join(""));
const issuesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
const MILLION = 1_000_000;

describe("the text patterns answer as before", () => {
  it("an e-mail inside a text", () => {
    fc.assert(
      fc.property(
        textOf(["a", "b", "@", ".", " ", "\n", "é"], 16),
        (text) => EMAIL_IN_TEXT.test(text) === OLD.emailInText.test(text),
      ),
      { numRuns: 20_000 },
    );
    expect(EMAIL_IN_TEXT.test("Водитель, пишите hr@trucks.com")).toBe(true);
    expect(EMAIL_IN_TEXT.test("Водитель @ trucks.com")).toBe(false);
  });

  it("an e-mail address", () => {
    fc.assert(
      fc.property(
        textOf(["a", "b", "@", ".", " ", "é"], 16),
        (text) => EMAIL_PATTERN.test(text) === OLD.email.test(text),
      ),
      { numRuns: 20_000 },
    );
    expect(EMAIL_PATTERN.test("irina@trucks.com")).toBe(true);
    expect(EMAIL_PATTERN.test("irina@trucks.c")).toBe(false);
  });

  it("a link inside a text (names glued to '_' aside)", () => {
    const names = fc.tuple(
      textOf(["a", "B", "1", "-", " ", "é", "у", ".", "x"], 8),
      fc.constantFrom(".com", ".ru", ".comx", ".co.", ""),
      textOf(["a", "-", " ", "."], 3),
    );
    fc.assert(
      fc.property(names, ([before, tld, after]) => {
        const text = before + tld + after;
        return LINK_IN_TEXT.test(text) === OLD.link.test(text);
      }),
      { numRuns: 20_000 },
    );
    expect(LINK_IN_TEXT.test("Водитель, подробнее на www.trucks.us")).toBe(true);
    expect(LINK_IN_TEXT.test("Сайт trucks-chicago.com")).toBe(true);
  });
});

describe("the text patterns read a long text once", () => {
  it("the runs that made the old patterns quadratic", () => {
    expect(EMAIL_IN_TEXT.test("a".repeat(MILLION))).toBe(false);
    expect(EMAIL_IN_TEXT.test(`a@${"a".repeat(MILLION)}`)).toBe(false);
    expect(EMAIL_IN_TEXT.test("a@".repeat(MILLION / 2))).toBe(false);
    expect(EMAIL_IN_TEXT.test(`a@${"a".repeat(MILLION)}.ru`)).toBe(true);
    expect(LINK_IN_TEXT.test("a-".repeat(MILLION / 2))).toBe(false);
    expect(LINK_IN_TEXT.test(`${"a-".repeat(MILLION / 2)}a.com`)).toBe(true);
    expect(EMAIL_PATTERN.test(`a@${"a.".repeat(MILLION / 2)} `)).toBe(false);
    expect(EMAIL_PATTERN.test(`${"a".repeat(MILLION)}@`)).toBe(false);
    expect(PHONE_IN_TEXT.test("12-".repeat(MILLION / 3))).toBe(false);
  });
});

describe("a length check stops the checks after it (zod 4's abort)", () => {
  it("a refinement after an aborting max never sees the long text", () => {
    const seen: number[] = [];
    const schema = z
      .string()
      .max(5, { message: "long", abort: true })
      .refine((value) => seen.push(value.length) > 0, "refined");
    expect(issuesOf(schema, "x".repeat(MILLION))).toEqual(["long"]);
    expect(seen).toEqual([]);
    expect(issuesOf(schema, "short")).toEqual([]);
    expect(seen).toEqual([5]);
  });

  it("the title: only 'Не более 120 символов' for a long one, the rules for a short one", () => {
    expect(issuesOf(titleSchema, `A@${"A".repeat(200_000)}`)).toEqual([VALIDATION_MESSAGES.titleMax.id]);
    expect(issuesOf(titleSchema, "A".repeat(121))).toEqual([VALIDATION_MESSAGES.titleMax.id]);
    expect(issuesOf(titleSchema, "СРОЧНО ВОДИТЕЛЬ CDL")).toEqual([VALIDATION_MESSAGES.titleRule.id]);
    expect(issuesOf(titleSchema, "Нужен водитель погрузчика")).toEqual([]);
  });

  it("the content's visible text is not counted when the HTML is over 20 000 characters", () => {
    expect(issuesOf(contentSchema, `<p>${"а".repeat(MILLION)}</p>`)).toEqual([VALIDATION_MESSAGES.contentMax.id]);
  });

  it("e-mails, names and links stop at their length", () => {
    const email = `${"a".repeat(300)}@trucks.com`;
    expect(issuesOf(usernameSchema, email)).toEqual([VALIDATION_MESSAGES.emailOrPhone.id]);
    expect(issuesOf(emailLoginRequestSchema.shape.username, email)).toEqual([VALIDATION_MESSAGES.loginEmail.id]);
    expect(issuesOf(forgotPasswordRequestSchema.shape.email, email)).toEqual([VALIDATION_MESSAGES.forgotEmail.id]);
    expect(issuesOf(nameSchema, "1".repeat(31))).toEqual([VALIDATION_MESSAGES.nameMax.id]);
    expect(issuesOf(contactSchema.shape.email, email.repeat(2))).toEqual([VALIDATION_MESSAGES.max200.id]);
    expect(issuesOf(contactSchema.shape.web_site, " ".repeat(50).concat("x".repeat(101)))).toEqual([
      VALIDATION_MESSAGES.max100.id,
    ]);
  });
});

describe("ids fit PostgreSQL's integer", () => {
  it("2³¹ − 1 is an id, 2³¹ is too big, 0 and 1.5 are no ids", () => {
    expect(dbIdSchema.safeParse(2 ** 31 - 1).success).toBe(true);
    expect(issuesOf(dbIdSchema, 2 ** 31)).toEqual([VALIDATION_MESSAGES.tooBigNumber.id]);
    expect(issuesOf(dbIdSchema, 0)).toEqual([VALIDATION_MESSAGES.range.id]);
    expect(issuesOf(dbIdSchema, 1.5)).toEqual([VALIDATION_MESSAGES.invalidType.id]);
  });
});
