import { describe, expect, it } from "vitest";
import { teamContactSchema } from "../../src/shared/contract/contact";
import { feedbackInputSchema } from "../../src/shared/contract/feedbacks";
import { v } from "../../src/shared/validation/messages";

const valid = {
  page: "contact-us",
  name: "Ольга Бондар",
  phone: "415-850-6225",
  country_code: "+1",
  message: "Вопрос",
};

/** The first message of each field that a value breaks: the ids the browser and the server both translate. */
function refusals(schema: typeof teamContactSchema | typeof feedbackInputSchema, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join(".") || "_", issue.message]));
}

describe("the team's contact form rules (browser and server)", () => {
  it("takes a valid message, trimmed, with the wish to register on by default", () => {
    const parsed = teamContactSchema.parse({ ...valid, name: "  Ольга Бондар ", message: "  Вопрос  " });
    expect(parsed).toMatchObject({ name: "Ольга Бондар", message: "Вопрос", register: true });
  });

  it("says which rule a field breaks, with the form rules' own messages", () => {
    expect(refusals(teamContactSchema, { ...valid, name: "Ол" })).toEqual({ name: v("nameMin") });
    expect(refusals(teamContactSchema, { ...valid, name: "Olga 2" })).toEqual({ name: v("nameLetters") });
    expect(refusals(teamContactSchema, { ...valid, name: "О".repeat(31) })).toEqual({ name: v("nameMax") });
    expect(refusals(teamContactSchema, { ...valid, phone: "415-850-622" })).toEqual({ phone: v("phone") });
    expect(refusals(teamContactSchema, { ...valid, message: "Ок  " })).toEqual({ message: v("messageMin") });
    expect(refusals(teamContactSchema, { ...valid, message: "я".repeat(256) })).toEqual({ message: v("messageMax") });
    expect(refusals(teamContactSchema, { ...valid, page: "faq" })).toEqual({ page: v("choose") });
    expect(Object.keys(refusals(teamContactSchema, { ...valid, user_id: 1 }))).toEqual(["_"]);
  });
});

describe("a review's rules", () => {
  it("asks for a whole rating of 1 to 5 and 20 to 1000 characters", () => {
    const text = "Продал диван за два дня, всё честно.";
    expect(feedbackInputSchema.parse({ rating: 5, text: ` ${text} ` })).toEqual({ rating: 5, text });
    for (const rating of [0, 6, 2.5, "4", null])
      expect(refusals(feedbackInputSchema, { rating, text }), String(rating)).toEqual({ rating: v("choose") });
    expect(refusals(feedbackInputSchema, { rating: 4, text: "Хорошо." })).toEqual({ text: v("contentMin") });
    expect(refusals(feedbackInputSchema, { rating: 4, text: "я".repeat(1001) })).toEqual({ text: v("max1000") });
  });
});
