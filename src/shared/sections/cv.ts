import { section } from "./field";
import { endorsements } from "./shared-fields";

/** A CV: someone looking for work (workers), or a driver (drivers-cv). */
export const cv = section({
  fields: {
    position: {
      kind: "text",
      label: /*i18n*/ { id: "cv.position", message: "Желаемая должность" },
      factLabel: /*i18n*/ { id: "cv.position.fact", message: "Должность" },
      max: 200,
      required: true,
    },
    experience_years: {
      kind: "number",
      label: /*i18n*/ { id: "cv.experience_years", message: "Опыт, лет" },
      factLabel: /*i18n*/ { id: "experience", message: "Опыт" },
      min: 0,
      max: 60,
      integer: true,
      unit: "years",
      shows: /*i18n*/ {
        id: "cv.experience_years.shows",
        message: "{n, plural, one {# год} few {# года} many {# лет} other {# года}}",
      },
    },
    licence_classes: {
      kind: "words",
      label: /*i18n*/ { id: "cv.licence_classes", message: "Категории прав" },
      itemMax: 10,
      hint: /*i18n*/ { id: "cv.licence_classes.hint", message: "Например: A, B, CDL-A" },
    },
    endorsements: { ...endorsements, hint: /*i18n*/ { id: "endorsements.hint", message: "Например: H, N, T" } },
    availability: {
      kind: "text",
      label: /*i18n*/ { id: "cv.availability", message: "Когда готовы начать" },
      factLabel: /*i18n*/ { id: "cv.availability.fact", message: "Готов(а) начать" },
      max: 200,
    },
  },
  facts: ["position", "experience_years", "licence_classes", "endorsements", "availability"],
});
