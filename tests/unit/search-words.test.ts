import { describe, expect, it } from "vitest";
import { lightStem } from "../../src/server/lib/stem";
import { cyrillicSpellings, isLatinWord } from "../../src/server/lib/translit";

describe("lightStem", () => {
  it.each([
    ["водій", "водія", "водієві", "водії", "водіїв", "водієм"],
    ["кухар", "кухаря", "кухарі", "кухарів", "кухарем"],
    ["kierowca", "kierowcy", "kierowców", "kierowcą", "kierowcę"],
    ["praca", "pracy", "pracę", "pracą"],
    ["водитель", "водителя", "водителей", "водителям"],
  ])("gives the forms of «%s» one stem", (...forms) => {
    const stems = new Set(forms.map(lightStem));
    expect(stems.size).toBe(1);
  });

  it("keeps different words apart", () => {
    expect(lightStem("кухар")).not.toBe(lightStem("квартира"));
    expect(lightStem("praca")).not.toBe(lightStem("kierowca"));
  });

  it("never cuts a word below three letters, and leaves digits and mixed words alone", () => {
    expect(lightStem("ася")).toBe("ася");
    expect(lightStem("cdl")).toBe("cdl");
    expect(lightStem("2024")).toBe("2024");
    expect(lightStem("cdl-a")).toBe("cdl-a");
    expect(lightStem("f150")).toBe("f150");
  });
});

describe("cyrillicSpellings", () => {
  it.each([
    ["voditel", "водител"],
    ["kukhar", "кухар"],
    ["kvartira", "квартира"],
    ["sidelka", "сиделка"],
    ["yurist", "юрист"],
    ["shchetka", "щетка"],
    ["zhenshchina", "женщина"],
    ["novyy", "новый"],
  ])("spells %s as %s (Russian scheme first)", (latin, cyrillic) => {
    expect(cyrillicSpellings(latin)[0]).toBe(cyrillic);
  });

  it("gives the Ukrainian spelling too when it differs", () => {
    expect(cyrillicSpellings("vodiy")).toEqual(["водий", "водій"]);
    expect(cyrillicSpellings("hryvnia")).toContain("гривня");
  });

  it("spells only plain Latin words", () => {
    expect(isLatinWord("kierowca")).toBe(true);
    expect(cyrillicSpellings("kierowców")).toEqual([]);
    expect(cyrillicSpellings("водитель")).toEqual([]);
    expect(cyrillicSpellings("cdl2")).toEqual([]);
  });
});
