import { describe, expect, it } from "vitest";
import { clockTime, dayLabel, listTime } from "../../src/client/features/chat/chat-time";

// Local times: the list shows what the reader's clock says.
const now = new Date(2026, 10, 24, 18, 30);
const at = (month: number, day: number, hour: number, minute: number, year = 2026) =>
  new Date(year, month, day, hour, minute).toISOString();

describe("chat times", () => {
  it("shows today's messages by the clock and earlier ones by the date, as messengers do", () => {
    expect(listTime(at(10, 24, 9, 5), "ru-RU", now)).toBe("09:05");
    expect(listTime(at(10, 23, 23, 59), "ru-RU", now)).toBe("23 нояб.");
    expect(listTime(at(11, 31, 12, 0, 2025), "ru-RU", now)).toBe("31.12.2025");
    expect(listTime(at(10, 24, 9, 5), "en-US", now)).toMatch(/^09:05\s?AM$/);
    expect(clockTime(at(10, 23, 14, 7), "ru-RU")).toBe("14:07");
  });

  it("names the day of a run of messages: today, yesterday, else the date", () => {
    expect(dayLabel(at(10, 24, 8, 0), "ru-RU", now)).toBe("сегодня");
    expect(dayLabel(at(10, 23, 8, 0), "ru-RU", now)).toBe("вчера");
    expect(dayLabel(at(10, 2, 8, 0), "ru-RU", now)).toBe("2 ноября");
    expect(dayLabel(at(10, 23, 8, 0), "uk-UA", now)).toBe("учора");
  });
});
